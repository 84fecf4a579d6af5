import Foundation

enum Screen: Hashable {
    case detail(Int)
    case profile(User)
    case comments(articleID: Int)
    case search
    case settings
}

/// `devdigest://article/42`, `devdigest://article/42/comments`, `devdigest://settings`
enum DeepLink: Equatable {
    case feed
    case article(Int)
    case comments(Int)
    case settings

    init?(url: URL) {
        guard url.scheme == "devdigest" else { return nil }
        let components = [url.host()].compactMap { $0 } + url.pathComponents.filter { $0 != "/" }
        switch components.first {
        case nil, "feed":
            self = .feed
        case "settings":
            self = .settings
        case "article":
            guard components.count > 1, let id = Int(components[1]) else { return nil }
            self = components.last == "comments" ? .comments(id) : .article(id)
        default:
            return nil
        }
    }
}
