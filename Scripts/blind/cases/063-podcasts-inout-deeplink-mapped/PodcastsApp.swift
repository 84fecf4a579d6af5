import SwiftUI

@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup { ShowsRoot(shows: []) }
    }
}

struct ShowsRoot: View {
    let shows: [Show]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(shows) { show in
                NavigationLink(show.title, value: show)
            }
            .navigationTitle("Shows")
            .navigationDestination(for: Show.self) { show in
                List(1...10, id: \.self) { number in
                    NavigationLink("Episode \(number)", value: EpisodeRef(showID: show.id, number: number))
                }
                .navigationTitle(show.title)
            }
            .navigationDestination(for: EpisodeRef.self) { ref in
                Text("Episode \(ref.number)")
            }
            .navigationDestination(for: String.self) { term in
                Text("Results for “\(term)”")
            }
            .toolbar {
                Button("Search “swift”") {
                    DeepLinkParser.openSearch("swift", in: &path)
                }
            }
        }
        .onOpenURL { url in
            DeepLinkParser(shows: shows).handle(url, path: &path)
        }
    }
}
