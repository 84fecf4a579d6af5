import Foundation

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
