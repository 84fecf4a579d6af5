import SwiftUI

@main
struct TrackerApp: App {
    @State private var store = UpNextStore()

    var body: some Scene {
        WindowGroup {
            UpNextView()
                .environment(store)
        }
    }
}

struct UpNextView: View {
    @Environment(UpNextStore.self) private var store
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(store.episodes) { episode in
                EpisodeRow(
                    episode: episode,
                    onOpen: { path.append(episode) },
                    onShowTapped: { show in path.append(show) }
                )
                .swipeActions {
                    Button("Watched") { store.markWatched(episode) }
                        .tint(.green)
                }
            }
            .navigationTitle("Up Next")
            .navigationDestination(for: Episode.self) { episode in
                EpisodeDetail(episode: episode)
            }
            .task { await store.load() }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode
    let onOpen: () -> Void
    let onShowTapped: (Show) -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Button(episode.show.title) { onShowTapped(episode.show) }
                    .font(.caption.bold())
                    .buttonStyle(.borderless)
                Text("\(episode.code) · \(episode.title)")
            }
            Spacer()
            Button(action: onOpen) {
                Image(systemName: "chevron.right")
            }
            .buttonStyle(.borderless)
        }
    }
}

struct EpisodeDetail: View {
    let episode: Episode

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(episode.title).font(.title.bold())
            Text(episode.code)
            Text(episode.airDate, style: .date)
        }
        .padding()
        .navigationTitle(episode.show.title)
    }
}
