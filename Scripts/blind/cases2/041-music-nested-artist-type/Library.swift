import Foundation

/// Items the user has saved to their library.
enum Library {
    struct Artist: Identifiable, Hashable {
        let id: String
        let name: String
        let addedAt: Date
    }

    struct Album: Identifiable, Hashable {
        let id: String
        let title: String
        let artist: Artist
        let trackCount: Int
    }

    static let albums: [Album] = {
        let artist = Artist(id: "radiohead", name: "Radiohead", addedAt: .now)
        return [
            Album(id: "okc", title: "OK Computer", artist: artist, trackCount: 12),
            Album(id: "irb", title: "In Rainbows", artist: artist, trackCount: 10),
        ]
    }()
}

/// An artist from the catalog search.
struct Artist: Identifiable, Hashable {
    let id: String
    let name: String
    let genres: [String]
}

enum Catalog {
    static func search(_ text: String) -> [Artist] {
        guard !text.isEmpty else { return [] }
        return [Artist(id: "portishead", name: "Portishead", genres: ["Trip hop"])]
            .filter { $0.name.localizedCaseInsensitiveContains(text) }
    }
}
