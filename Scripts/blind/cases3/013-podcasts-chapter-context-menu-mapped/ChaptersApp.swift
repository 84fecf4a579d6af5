import SwiftUI

@main
struct ChaptersApp: App {
    @StateObject private var coordinator = ListeningCoordinator()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(coordinator)
        }
    }
}

struct LibraryView: View {
    @EnvironmentObject private var coordinator: ListeningCoordinator
    @State private var episodes: [Episode] = [
        Episode(id: "e1", title: "Structured Concurrency", chapters: [
            Chapter(id: 1, title: "Intro", start: 0),
            Chapter(id: 2, title: "Task groups", start: 640),
        ]),
    ]

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(episodes) { episode in
                EpisodeRow(episode: episode)
            }
            .navigationTitle("Library")
            .navigationDestination(for: PodcastRoute.self) { route in
                switch route {
                case .episode(let episode): Text(episode.title)
                case .chapter(_, let start): Text("Playing from \(Int(start))s")
                case .transcript: Text("Transcript")
                }
            }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode
    @EnvironmentObject private var coordinator: ListeningCoordinator

    var body: some View {
        Button(episode.title) {
            coordinator.open(episode)
        }
        .contextMenu {
            ForEach(episode.chapters) { chapter in
                Button(chapter.title) {
                    coordinator.showChapter(chapter, in: episode)
                }
            }
            Divider()
            Button("Transcript", systemImage: "text.quote") {
                coordinator.showTranscript(of: episode)
            }
        }
    }
}
