import SwiftUI

struct AlbumID: Hashable {
    var value: String
}

struct PlaylistID: Hashable {
    var value: String
}

struct ArtistID: Hashable {
    var value: String
}

enum UniversalLinks {
    static func handle(_ url: URL, path: inout NavigationPath) {
        path = NavigationPath()
        switch url.pathComponents.dropFirst().first {
        case "album":
            path.append(AlbumID(value: url.lastPathComponent))
        case "playlist":
            openPlaylist(url.lastPathComponent, path: &path)
        default:
            openArtist(url.lastPathComponent, path: &path)
        }
    }

    static func openPlaylist(_ id: String, path: inout NavigationPath) {
        path.append(PlaylistID(value: id))
    }
}

func openArtist(_ id: String, path: inout NavigationPath) {
    path.append(ArtistID(value: id))
}
