import SwiftUI

struct Podcast: Hashable, Identifiable {
    let id: Int
    var title: String
    var author: String
    var episodes: [Episode]
}

struct Episode: Hashable, Identifiable {
    let id: Int
    var title: String
    var duration: TimeInterval
    var published: Date
}

@Observable
final class PlayerQueue {
    var upNext: [Episode] = []
    var history: [Episode] = []
}

@main
struct PodcastsApp: App {
    @State private var queue = PlayerQueue()
    let podcasts: [Podcast] = []

    var body: some Scene {
        WindowGroup {
            TabView {
                LibraryTab(podcasts: podcasts)
                    .tabItem { Label("Library", systemImage: "square.stack") }
                UpNextTab()
                    .tabItem { Label("Up Next", systemImage: "list.bullet") }
            }
            .environment(queue)
        }
    }
}

struct LibraryTab: View {
    let podcasts: [Podcast]

    var body: some View {
        NavigationStack {
            List(podcasts) { podcast in
                NavigationLink(value: podcast) {
                    VStack(alignment: .leading) {
                        Text(podcast.title).font(.headline)
                        Text(podcast.author).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Podcast.self) { podcast in
                List(podcast.episodes) { episode in
                    NavigationLink(episode.title, value: episode)
                }
                .navigationTitle(podcast.title)
            }
            .navigationDestination(for: Episode.self) { episode in
                EpisodeDetail(episode: episode)
            }
        }
    }
}

struct EpisodeDetail: View {
    let episode: Episode

    var body: some View {
        VStack(alignment: .leading) {
            Text(episode.title).font(.title2)
            Text(episode.published, style: .date)
        }
        .padding()
    }
}
