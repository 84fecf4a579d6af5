import SwiftUI

struct Show: Hashable, Identifiable {
    let id: Int
    var title: String
    var episodes: [Episode]
}

struct Episode: Hashable, Identifiable {
    let id: Int
    var title: String
}

struct PlayerRoute: Hashable {
    var episode: Episode
}

/// One router type; each tab owns an instance and hands it to its stack's views through the environment.
@Observable final class Router {
    var path = NavigationPath()

    func play(_ episode: Episode) {
        path.append(PlayerRoute(episode: episode))
    }
}

@main
struct PodcastApp: App {
    var body: some Scene {
        WindowGroup {
            Tabs()
        }
    }
}

struct Tabs: View {
    @State private var library = Router()
    @State private var discover = Router()

    var body: some View {
        TabView {
            NavigationStack(path: $library.path) {
                LibraryView()
                    .navigationDestination(for: Show.self) { ShowView(show: $0) }
                    .navigationDestination(for: Episode.self) { EpisodeView(episode: $0) }
                    .navigationDestination(for: PlayerRoute.self) { PlayerView(episode: $0.episode) }
            }
            .environment(library)
            .tabItem { Label("Library", systemImage: "books.vertical") }

            NavigationStack(path: $discover.path) {
                DiscoverView()
                    .navigationDestination(for: Show.self) { ShowView(show: $0) }
            }
            .environment(discover)
            .tabItem { Label("Discover", systemImage: "sparkles") }
        }
    }
}
