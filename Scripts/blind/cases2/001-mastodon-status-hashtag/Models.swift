import Foundation

struct Account: Hashable, Identifiable {
    let id: String
    let username: String
    let displayName: String
}

struct Tag: Hashable, Identifiable {
    var id: String { name }
    let name: String
}

struct Status: Hashable, Identifiable {
    let id: String
    let account: Account
    let content: String
    let tags: [Tag]
    let createdAt: Date

    static let samples: [Status] = [
        Status(
            id: "1",
            account: Account(id: "a1", username: "swiftdev", displayName: "Swift Dev"),
            content: "Shipping a new release today",
            tags: [Tag(name: "swiftui"), Tag(name: "ios")],
            createdAt: .now
        ),
        Status(
            id: "2",
            account: Account(id: "a2", username: "designer", displayName: "Designer"),
            content: "New icons are up",
            tags: [Tag(name: "design")],
            createdAt: .now
        ),
    ]
}
