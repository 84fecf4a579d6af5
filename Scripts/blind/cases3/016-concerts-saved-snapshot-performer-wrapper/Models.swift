import Foundation

struct Concert: Hashable, Codable, Identifiable {
    let id: Int
    var title: String
    var performerIDs: [Int]
}

struct Performer: Hashable, Identifiable {
    let id: Int
    var name: String
    var genre: String
    var bio: String
}
