import SwiftUI

struct Chapter: Hashable, Identifiable {
    let id: Int
    var title: String
    var start: TimeInterval
}

struct Episode: Hashable, Identifiable {
    let id: String
    var title: String
    var chapters: [Chapter]
}

enum PodcastRoute: Hashable {
    case episode(Episode)
    case chapter(episodeID: Episode.ID, start: TimeInterval)
    case transcript(episodeID: Episode.ID)
}

final class ListeningCoordinator: ObservableObject {
    @Published var path: [PodcastRoute] = []

    func open(_ episode: Episode) {
        path.append(.episode(episode))
    }

    func showChapter(_ chapter: Chapter, in episode: Episode) {
        path.append(.chapter(episodeID: episode.id, start: chapter.start))
    }

    func showTranscript(of episode: Episode) {
        path.append(.transcript(episodeID: episode.id))
    }
}
