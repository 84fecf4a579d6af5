import SwiftUI

@main
struct MusicApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryScreen()
        }
    }
}

struct LibraryScreen: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List {
                if searchText.isEmpty {
                    ForEach(Library.albums) { album in
                        NavigationLink(value: album) {
                            VStack(alignment: .leading) {
                                Text(album.title)
                                Text(album.artist.name).font(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                } else {
                    ForEach(Catalog.search(searchText)) { artist in
                        NavigationLink(artist.name, value: artist)
                    }
                }
            }
            .searchable(text: $searchText)
            .navigationTitle("Library")
            .navigationDestination(for: Library.Album.self) { album in
                AlbumScreen(album: album)
            }
            .navigationDestination(for: Artist.self) { artist in
                Text(artist.name).navigationTitle(artist.genres.first ?? "")
            }
        }
    }
}

struct AlbumScreen: View {
    let album: Library.Album

    var body: some View {
        List {
            Section {
                NavigationLink(value: album.artist) {
                    Label(album.artist.name, systemImage: "music.mic")
                }
            }
            Section("Tracks") {
                ForEach(1...album.trackCount, id: \.self) { number in
                    Text("Track \(number)")
                }
            }
        }
        .navigationTitle(album.title)
    }
}
