import Foundation

class MediaItem: Codable, Hashable, Identifiable {
    let id: Int
    var title: String
    var year: Int

    init(id: Int, title: String, year: Int) {
        self.id = id
        self.title = title
        self.year = year
    }

    var kind: String { "media" }

    static func == (lhs: MediaItem, rhs: MediaItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class Movie: MediaItem {
    override var kind: String { "movie" }
}

final class Series: MediaItem {
    override var kind: String { "series" }
}

struct Watchlist {
    var movies: [Movie] = []
    var series: [Series] = []
}
