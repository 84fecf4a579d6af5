import Foundation

struct Handle: Hashable, Codable {
    let value: String
}

enum Route: Hashable {
    case profile(Handle)
    case post(uri: String)
    case thread(rootURI: String, focusURI: String?)
}

@Observable
final class NavigationState {
    var path = NavigationPath()

    func encoded() -> Data? {
        guard let codable = path.codable else { return nil }
        return try? JSONEncoder().encode(codable)
    }

    func restore(from data: Data) {
        if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }
}

struct FeedItem: Identifiable, Hashable {
    var id: String { uri }
    let uri: String
    let author: Handle
    let text: String
    let replyRootURI: String?
}
