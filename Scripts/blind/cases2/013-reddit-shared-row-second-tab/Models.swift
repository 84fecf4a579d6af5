import Foundation

struct Subreddit: Hashable, Identifiable {
    var id: String { name }
    let name: String
    let subscribers: Int
}

struct Post: Hashable, Identifiable {
    let id: String
    let title: String
    let author: String
    let subreddit: Subreddit
    let score: Int
    let commentCount: Int
}

struct UserProfile: Hashable, Identifiable {
    var id: String { username }
    let username: String
    let karma: Int
}

enum Sample {
    static let swift = Subreddit(name: "swift", subscribers: 120_000)
    static let posts: [Post] = [
        Post(id: "p1", title: "Swift 6 migration tips", author: "kim", subreddit: swift, score: 512, commentCount: 88),
        Post(id: "p2", title: "Observation vs Combine", author: "lee", subreddit: swift, score: 230, commentCount: 41),
    ]
}
