import SwiftUI

@main
struct WatchlistApp: App {
    var body: some Scene {
        WindowGroup { WatchlistView(list: Watchlist()) }
    }
}

struct WatchlistView: View {
    let list: Watchlist
    @State private var path = NavigationPath()
    @SceneStorage("watchlist.path") private var stored: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Movies") {
                    ForEach(list.movies) { movie in
                        NavigationLink("\(movie.title) (\(movie.year))", value: movie)
                    }
                }
                Section("Series") {
                    ForEach(list.series) { show in
                        Button(show.title) { path.append(show) }
                    }
                }
            }
            .navigationTitle("Watchlist")
            .navigationDestination(for: Movie.self) { movie in
                Text(movie.title).font(.largeTitle)
            }
            .navigationDestination(for: Series.self) { show in
                Text(show.title).font(.largeTitle)
            }
        }
        .onAppear {
            if let stored, let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: stored) {
                path = NavigationPath(saved)
            }
        }
        .onChange(of: path) {
            if let codable = path.codable {
                stored = try? JSONEncoder().encode(codable)
            }
        }
    }
}
