import SwiftUI

struct LibraryView: View {
    @Environment(Router.self) private var router
    let shows: [Show] = []

    var body: some View {
        List(shows) { show in
            Button(show.title) { router.path.append(show) }
            ForEach(show.episodes) { EpisodeRow(episode: $0) }
        }
    }
}

struct DiscoverView: View {
    @Environment(Router.self) private var router
    let featured: [Show] = []

    var body: some View {
        List(featured) { show in
            Button(show.title) { router.path.append(show) }
            if let latest = show.episodes.first {
                EpisodeRow(episode: latest)
            }
        }
    }
}

/// Shown in both tabs: its pushes land on the stack of the tab it is shown in.
struct EpisodeRow: View {
    @Environment(Router.self) private var router
    let episode: Episode

    var body: some View {
        HStack {
            Button(episode.title) { router.path.append(episode) }
            Button("Play") { router.play(episode) }
        }
    }
}

struct ShowView: View {
    let show: Show
    var body: some View { Text(show.title) }
}

struct EpisodeView: View {
    let episode: Episode
    var body: some View { Text(episode.title) }
}

struct PlayerView: View {
    let episode: Episode
    var body: some View { Text("Playing \(episode.title)") }
}
