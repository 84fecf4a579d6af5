import Foundation

enum PodcastRoute: Hashable {
    case show(id: Int)
    case episode(showID: Int, episodeID: Int)
}

struct SearchRequest: Hashable {
    var text: String
    var scope: Scope = .all

    enum Scope: Hashable {
        case all, shows, episodes
    }
}

enum DeepLinkParser {
    /// podcasts://show/12 or podcasts://show/12/episode/7
    static func route(for url: URL) -> PodcastRoute? {
        guard url.scheme == "podcasts", url.host() == "show" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let showID = parts.first.flatMap(Int.init) else { return nil }
        if parts.count >= 3, parts[1] == "episode", let episodeID = Int(parts[2]) {
            return .episode(showID: showID, episodeID: episodeID)
        }
        return .show(id: showID)
    }

    /// podcasts://search?q=swift
    static func searchText(in url: URL) -> String? {
        guard url.host() == "search" else { return nil }
        return URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?
            .first { $0.name == "q" }?
            .value
    }
}
