import SwiftUI

struct SubredditRef: Hashable {
    let name: String
}

struct PostRef: Hashable {
    let id: String
    let subreddit: String
}

@MainActor
@Observable
final class Router {
    var path = NavigationPath()

    func open(_ subreddit: SubredditRef) {
        path.append(subreddit)
    }

    /// Handles https://reddit.com/r/<sub> and https://reddit.com/r/<sub>/comments/<id>
    func handle(_ url: URL) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2, parts[0] == "r" else { return }
        let subreddit = parts[1]
        path = NavigationPath()
        path.append(SubredditRef(name: subreddit))
        if parts.count >= 4, parts[2] == "comments" {
            path.append(PostRef(id: parts[3], subreddit: subreddit))
        }
    }
}
