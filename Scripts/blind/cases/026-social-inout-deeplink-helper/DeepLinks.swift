import SwiftUI

struct Post: Hashable, Identifiable {
    let id: Int
    var text: String
    var authorHandle: String
}

struct Profile: Hashable {
    var handle: String
}

struct Hashtag: Hashable {
    var name: String
}

enum DeepLinkRouter {
    static func open(_ url: URL, into path: inout NavigationPath) {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2 else { return }
        switch parts[0] {
        case "post":
            if let id = Int(parts[1]) {
                path.append(Post(id: id, text: "", authorHandle: ""))
            }
        case "user":
            path.append(Profile(handle: parts[1]))
        case "tag":
            path = NavigationPath()
            path.append(Hashtag(name: parts[1]))
        default:
            break
        }
    }
}
