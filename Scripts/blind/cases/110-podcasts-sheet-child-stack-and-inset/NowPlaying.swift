import SwiftUI

struct Episode: Hashable, Identifiable {
    let id: Int
    var title: String
    var chapters: [Chapter]
}

struct Chapter: Hashable, Identifiable {
    let id: Int
    var title: String
    var start: TimeInterval
}

struct MiniPlayer: View {
    let episode: Episode?
    @State private var expanded = false

    var body: some View {
        Button {
            expanded = true
        } label: {
            Label(episode?.title ?? "Not playing", systemImage: "play.fill")
                .frame(maxWidth: .infinity)
                .padding()
        }
        .background(.bar)
        .navigationDestination(isPresented: $expanded) {
            Text(episode?.title ?? "")
        }
    }
}

struct ChaptersSheet: View {
    let episode: Episode

    var body: some View {
        NavigationStack {
            List(episode.chapters) { chapter in
                NavigationLink(chapter.title, value: chapter)
            }
            .navigationTitle("Chapters")
            .navigationDestination(for: Chapter.self) { chapter in
                Text("\(chapter.title) at \(Int(chapter.start)) s")
            }
        }
    }
}
