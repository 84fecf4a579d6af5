import Foundation

struct Chapter: Hashable, Identifiable {
    let id: Int
    var title: String
    var start: TimeInterval
}

struct Episode: Hashable, Identifiable {
    let id: String
    var title: String
    var duration: TimeInterval
    var chapters: [Chapter]
    var notesHTML: String
}

struct Podcast: Identifiable {
    let id: String
    var title: String
    var episodes: [Episode]
}

struct ChapterList: Hashable {
    let episodeID: Episode.ID
    let chapters: [Chapter]
}

struct ShowNotes: Hashable {
    let episodeID: Episode.ID
    let html: String
}

@Observable
final class PlayerRouter {
    var path = NavigationPath()
}
