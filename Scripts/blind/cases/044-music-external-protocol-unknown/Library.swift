import SwiftUI
import CloudLibrary

struct Playlist: Hashable, Identifiable, SyncableRecord {
    let id: String
    var name: String
    var trackIDs: [String]
}

struct Artist: Hashable, Identifiable, SyncableRecord {
    let id: String
    var name: String
}

struct Genre: Hashable, Codable {
    var name: String
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

struct LibraryView: View {
    @State private var path = NavigationPath()
    @SceneStorage("library.path") private var savedPath: Data?
    @State private var playlists: [Playlist] = []
    @State private var artists: [Artist] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Playlists") {
                    ForEach(playlists) { playlist in
                        NavigationLink(playlist.name, value: playlist)
                    }
                }
                Section("Artists") {
                    ForEach(artists) { artist in
                        NavigationLink(artist.name, value: artist)
                    }
                }
                Section("Genres") {
                    NavigationLink("Jazz", value: Genre(name: "Jazz"))
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Playlist.self) { playlist in
                Text(playlist.name)
            }
            .navigationDestination(for: Artist.self) { artist in
                Text(artist.name)
            }
            .navigationDestination(for: Genre.self) { genre in
                Text(genre.name)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
        .task {
            playlists = await CloudLibrary.shared.fetchPlaylists()
        }
    }
}
