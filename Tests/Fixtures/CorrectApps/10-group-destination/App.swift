import SwiftUI

struct Podcast: Hashable, Identifiable { let id: Int; let title: String }
struct Episode: Hashable, Identifiable { let id: Int; let title: String }

@main
struct PodcastApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}

struct ContentView: View {
    let podcasts = [Podcast(id: 1, title: "Swift Talk")]
    var body: some View {
        NavigationStack {
            Group {
                List(podcasts) { podcast in
                    NavigationLink(podcast.title, value: podcast)
                }
            }
            .navigationDestination(for: Podcast.self) { podcast in
                PodcastView(podcast: podcast)
            }
            .navigationDestination(for: Episode.self) { episode in
                Text(episode.title)
            }
        }
    }
}

struct PodcastView: View {
    let podcast: Podcast
    var body: some View {
        ScrollView {
            VStack {
                ForEach([Episode(id: 1, title: "Ep 1")]) { episode in
                    NavigationLink(value: episode) { Text(episode.title) }
                }
            }
        }
    }
}
