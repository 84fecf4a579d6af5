import SwiftUI

struct Artist: Hashable { let name: String }
struct Album: Hashable { let title: String; let artist: Artist }

enum MusicRoute: Hashable {
    case artist(Artist)
    case album(Album)
    case lyrics(song: String, line: Int)
}

@main
struct MusicApp: App {
    var body: some Scene { WindowGroup { LibraryView() } }
}

struct LibraryView: View {
    let album = Album(title: "Blue", artist: Artist(name: "Joni"))
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Album", value: MusicRoute.album(album))
                NavigationLink("Artist", value: MusicRoute.artist(album.artist))
                NavigationLink(value: MusicRoute.lyrics(song: "River", line: 3)) {
                    Text("Lyrics")
                }
            }
            .navigationDestination(for: MusicRoute.self) { route in
                MusicRouteView(route: route)
            }
        }
    }
}

struct MusicRouteView: View {
    let route: MusicRoute
    var body: some View {
        switch route {
        case .artist(let artist): Text(artist.name)
        case .album(let album):
            NavigationLink(album.artist.name, value: MusicRoute.artist(album.artist))
        case .lyrics(let song, _): Text(song)
        }
    }
}
