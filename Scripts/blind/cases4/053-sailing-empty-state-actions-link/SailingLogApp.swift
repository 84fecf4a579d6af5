import SwiftUI

struct Passage: Hashable, Identifiable {
    let id: UUID
    var from: String
    var to: String
    var nauticalMiles: Double
}

struct PassageDraft: Hashable {
    var departure = Date.now
    var crew: [String] = []
}

@main
struct SailingLogApp: App {
    var body: some Scene {
        WindowGroup { PassagesView() }
    }
}

struct PassagesView: View {
    @State private var passages: [Passage] = []

    var body: some View {
        NavigationStack {
            Group {
                if passages.isEmpty {
                    ContentUnavailableView {
                        Label("No passages yet", systemImage: "sailboat")
                    } description: {
                        Text("Log your first passage to start your sea miles.")
                    } actions: {
                        NavigationLink("Plan a passage", value: PassageDraft())
                    }
                } else {
                    List(passages) { passage in
                        NavigationLink("\(passage.from) to \(passage.to)", value: passage)
                    }
                }
            }
            .navigationDestination(for: Passage.self) { passage in
                Text("\(passage.nauticalMiles, specifier: "%.1f") nm")
            }
            .navigationTitle("Logbook")
        }
    }
}
