import SwiftUI
import Observation

enum Destination: Hashable {
    case song(id: Int)
    case artist(name: String)
    case lessonVideo(URL)
    case tuner
}

enum SongRoute: Hashable {
    case song(id: Int)
    case artist(name: String)
    case chord(String)
}

enum SheetRoute: String, Identifiable {
    case tuner
    var id: String { rawValue }
}

@Observable
final class Router {
    var path = NavigationPath()
    var presentedSheet: SheetRoute?

    /// One entry point for rows, search results and links from outside: it pushes, presents or opens.
    func navigate(to destination: Destination, openURL: OpenURLAction) {
        switch destination {
        case .song(let id):
            path.append(SongRoute.song(id: id))
        case .artist(let name):
            path.append(SongRoute.artist(name: name))
        case .lessonVideo(let url):
            openURL(url)
        case .tuner:
            presentedSheet = .tuner
        }
    }

    func showChord(_ name: String) {
        path.append(SongRoute.chord(name))
    }
}
