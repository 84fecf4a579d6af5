import SwiftUI

@main
struct PlaylistsApp: App {
    var body: some Scene {
        WindowGroup {
            PlaylistsView()
        }
    }
}

struct PlaylistsView: View {
    @State private var library = PlaylistLibrary()
    @State private var path = NavigationPath()
    @SceneStorage("playlists.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(library.playlists) { playlist in
                NavigationLink(value: playlist) {
                    Label(playlist.name, systemImage: playlist.isCollaborative ? "person.2" : "music.note.list")
                }
            }
            .navigationTitle("Playlists")
            .navigationDestination(for: Playlist.self) { playlist in
                List(library.songs(in: playlist)) { song in
                    NavigationLink(song.title, value: song)
                }
                .navigationTitle(playlist.name)
            }
            .navigationDestination(for: Song.self) { song in
                Text(song.title).font(.title)
            }
        }
        .onAppear(perform: restorePath)
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }

    private func restorePath() {
        guard let pathData else { return }
        do {
            let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            path = NavigationPath(representation)
        } catch {
            path = NavigationPath()
        }
    }
}
