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

struct ArticleService {
    static let live = ArticleService(baseURL: URL(string: "https://api.devdigest.app/v1")!)

    let baseURL: URL

    func feed() async throws -> [Article] {
        try await get(baseURL.appending(path: "feed"))
    }

    func article(id: Int) async throws -> Article {
        try await get(baseURL.appending(path: "articles/\(id)"))
    }

    func randomArticle() async -> Article {
        (try? await get(baseURL.appending(path: "articles/random"))) ?? .welcome
    }

    func comments(for articleID: Int) async throws -> [Comment] {
        try await get(baseURL.appending(path: "articles/\(articleID)/comments"))
    }

    func followers(of userID: User.ID) async throws -> [User] {
        try await get(baseURL.appending(path: "users/\(userID)/followers"))
    }

    func searchUser(named query: String) async throws -> User? {
        let url = baseURL
            .appending(path: "users/search")
            .appending(queryItems: [URLQueryItem(name: "q", value: query)])
        let users: [User] = try await get(url)
        return users.first
    }

    private func get<T: Decodable>(_ url: URL) async throws -> T {
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}

/// Article ids from notifications tapped while the app was not running.
actor NotificationInbox {
    static let shared = NotificationInbox()

    private var pendingArticleID: Int?

    func deliver(articleID: Int) {
        pendingArticleID = articleID
    }

    func takePendingArticleID() -> Int? {
        defer { pendingArticleID = nil }
        return pendingArticleID
    }
}
