import SwiftUI
import PodcastKit

@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup { PodcastsView() }
    }
}

/// `Sharable` comes from PodcastKit, which is not scanned: it may refine Codable, so whether `Clip` is Codable is not
/// known and its link is not judged.
struct Clip: Hashable, Sharable {
    let episodeID: Int
    let start: TimeInterval
}

struct PodcastsView: View {
    @State private var path = NavigationPath()
    @SceneStorage("podcastsPath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Now playing", value: NowPlaying.queue)
                NavigationLink("Downloads", value: LibraryRoute.downloads)
                NavigationLink("Night theme", value: Theme(name: "Night", accent: .indigo))
                NavigationLink("Accent", value: Color.orange)
                NavigationLink("Best clip", value: Clip(episodeID: 7, start: 63))
            }
            .navigationDestination(for: NowPlaying.self) { route in Text("\(route)") }
            .navigationDestination(for: LibraryRoute.self) { route in Text("\(route)") }
            .navigationDestination(for: Theme.self) { theme in Text(theme.name) }
            .navigationDestination(for: Color.self) { color in Rectangle().fill(color) }
            .navigationDestination(for: Clip.self) { clip in Text("\(clip.start)") }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
