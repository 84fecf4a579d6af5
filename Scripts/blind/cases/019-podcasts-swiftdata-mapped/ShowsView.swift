import SwiftUI
import SwiftData

@main
struct ShowsApp: App {
    var body: some Scene {
        WindowGroup { ShowsView() }
            .modelContainer(for: Show.self)
    }
}

struct ShowsView: View {
    @Query(sort: \Show.title) private var shows: [Show]
    @Query(filter: #Predicate<Episode> { !$0.played }, sort: \Episode.releaseDate, order: .reverse)
    private var unplayed: [Episode]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if !unplayed.isEmpty {
                    Section("Latest") {
                        NavigationLink(unplayed[0].title, value: unplayed[0])
                    }
                }
                Section("Shows") {
                    ForEach(shows) { show in
                        NavigationLink(show.title, value: show)
                    }
                }
            }
            .navigationTitle("Podcasts")
            .navigationDestination(for: Show.self) { show in
                ShowDetail(show: show, path: $path)
            }
            .navigationDestination(for: Episode.self) { episode in
                EpisodePlayer(episode: episode)
            }
        }
    }
}

struct ShowDetail: View {
    let show: Show
    @Binding var path: NavigationPath

    var body: some View {
        List {
            Button("Play oldest unplayed") {
                let unplayed = show.episodes.filter { !$0.played }
                guard !unplayed.isEmpty else { return }
                path.append(unplayed.sorted(by: { $0.releaseDate < $1.releaseDate })[0])
            }
            ForEach(show.episodes.indices, id: \.self) { index in
                NavigationLink(show.episodes[index].title, value: show.episodes[index])
            }
        }
        .navigationTitle(show.title)
    }
}

struct EpisodePlayer: View {
    let episode: Episode

    var body: some View {
        VStack {
            Text(episode.title).font(.title2)
            Text(episode.releaseDate, style: .date)
            Button("Mark played") { episode.played = true }
        }
    }
}
