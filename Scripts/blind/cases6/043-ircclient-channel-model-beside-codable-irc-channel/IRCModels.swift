import Foundation

enum IRC {
    struct Channel: Hashable, Codable {
        let network: String
        let name: String
    }

    struct Message: Hashable, Codable {
        let id: UUID
        let channel: Channel
        let sender: String
        let text: String
    }
}

struct Channel: Hashable, Identifiable {
    let id: UUID
    var address: IRC.Channel
    var topic: String
    var unreadCount: Int
    var members: [String]
}
