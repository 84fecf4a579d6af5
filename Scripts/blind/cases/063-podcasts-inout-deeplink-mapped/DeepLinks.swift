import SwiftUI

struct Show: Hashable, Identifiable {
    let id: String
    var title: String
}

struct EpisodeRef: Hashable {
    var showID: String
    var number: Int
}

struct DeepLinkParser {
    var shows: [Show]

    func handle(_ url: URL, path: inout NavigationPath) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        let items = components.queryItems ?? []
        guard let showID = items.first(where: { $0.name == "show" })?.value,
              let show = shows.first(where: { $0.id == showID })
        else { return }
        path = NavigationPath()
        path.append(show)
        if let number = items.first(where: { $0.name == "episode" })?.value.flatMap(Int.init) {
            path.append(EpisodeRef(showID: show.id, number: number))
        }
    }

    static func openSearch(_ term: String, in path: inout NavigationPath) {
        path.removeLast(path.count)
        path.append(term)
    }
}
