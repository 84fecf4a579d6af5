import Foundation
import SwiftData

@Model
final class Show {
    var title: String
    var artworkURL: URL?
    @Relationship(deleteRule: .cascade) var episodes: [Episode] = []

    init(title: String, artworkURL: URL? = nil) {
        self.title = title
        self.artworkURL = artworkURL
    }
}

@Model
final class Episode {
    var title: String
    var releaseDate: Date
    var played: Bool
    var show: Show?

    init(title: String, releaseDate: Date, played: Bool = false) {
        self.title = title
        self.releaseDate = releaseDate
        self.played = played
    }
}
