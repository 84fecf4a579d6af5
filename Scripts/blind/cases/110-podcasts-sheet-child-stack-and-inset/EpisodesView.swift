import SwiftUI

@main
struct PodcastApp: App {
    var body: some Scene {
        WindowGroup { EpisodesView(episodes: []) }
    }
}

struct EpisodesView: View {
    let episodes: [Episode]
    @State private var chaptersFor: Episode?

    var body: some View {
        NavigationStack {
            List(episodes) { episode in
                NavigationLink(episode.title, value: episode)
                    .swipeActions {
                        Button("Chapters") { chaptersFor = episode }
                    }
            }
            .navigationTitle("Episodes")
            .navigationDestination(for: Episode.self) { episode in
                Text(episode.title)
            }
            .safeAreaInset(edge: .bottom) {
                MiniPlayer(episode: episodes.first)
            }
            .sheet(item: $chaptersFor) { episode in
                ChaptersSheet(episode: episode)
            }
        }
    }
}
