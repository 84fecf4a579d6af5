import SwiftUI

struct Artist: Hashable { let name: String }
struct Album: Hashable { let title: String }

enum Route: Hashable {
    case artist(Artist)
    case album(Album, artist: Artist)
    case track(number: Int, album: Album)
}

@main
struct PatternApp: App {
    var body: some Scene { WindowGroup { PatternRoot() } }
}

struct PatternRoot: View {
    let start = Route.album(Album(title: "Blue"), artist: Artist(name: "Joni"))
    var body: some View {
        NavigationStack {
            RouteView(route: start)
                .navigationDestination(for: Route.self) { RouteView(route: $0) }
                .navigationDestination(for: Artist.self) { Text($0.name) }
                .navigationDestination(for: Album.self) { Text($0.title) }
        }
    }
}

struct RouteView: View {
    let route: Route
    var body: some View {
        switch route {
        case let .artist(artist):
            NavigationLink(artist.name, value: artist)
        case .album(let album, artist: let artist):
            VStack {
                NavigationLink(album.title, value: album)
                NavigationLink(artist.name, value: artist)
            }
        case .track(number: let n, album: let album):
            NavigationLink("Track \(n) on \(album.title)", value: album)
        }
        if case .artist(let a) = route {
            NavigationLink("Again", value: a)
        }
    }
}
