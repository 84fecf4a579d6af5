import Foundation

struct Article: Identifiable, Hashable, Decodable {
    let id: Int
    var title: String
    var summary: String
    var body: String
    var author: User
    var publishedAt: Date
    var commentCount: Int
}

final class User: Identifiable, Hashable, Decodable {
    let id: String
    let displayName: String
    let bio: String

    init(id: String, displayName: String, bio: String) {
        self.id = id
        self.displayName = displayName
        self.bio = bio
    }

    static func == (lhs: User, rhs: User) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

struct Comment: Identifiable, Hashable, Decodable {
    let id: Int
    var author: User
    var text: String
    var postedAt: Date
}

extension Article {
    static let welcome = Article(
        id: 1,
        title: "Welcome to DevDigest",
        summary: "What to expect from your daily reading list.",
        body: "Every morning we pick five articles worth your coffee break.",
        author: User(id: "editors", displayName: "DevDigest Editors", bio: "The people who pick your reading."),
        publishedAt: .now,
        commentCount: 0
    )
}
