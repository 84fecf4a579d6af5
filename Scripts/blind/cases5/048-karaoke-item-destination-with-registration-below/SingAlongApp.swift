import SwiftUI

struct Singer: Hashable, Identifiable {
    let id: Int
    var stageName: String
}

struct Performance: Hashable, Identifiable {
    let id: Int
    var songTitle: String
    var singers: [Singer]
}

@main
struct SingAlongApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PerformancesView() }
        }
    }
}

struct PerformancesView: View {
    let performances = [Performance(id: 1, songTitle: "Under Pressure", singers: [Singer(id: 1, stageName: "Dee"), Singer(id: 2, stageName: "Max")])]
    @State private var open: Performance?

    var body: some View {
        List(performances) { performance in
            Button(performance.songTitle) { open = performance }
        }
        .navigationDestination(item: $open) { performance in
            LyricsView(performance: performance)
        }
        .navigationTitle("Performances")
    }
}

struct LyricsView: View {
    let performance: Performance

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(performance.songTitle).font(.title)
            ForEach(performance.singers) { singer in
                NavigationLink(singer.stageName, value: singer)
            }
        }
        .navigationDestination(for: Singer.self) { singer in
            Text("Songs sung by \(singer.stageName)")
        }
    }
}
