import Foundation

enum CellarRoute: Hashable, Codable {
    case bottle(id: Int)
    case distillery(name: String)
    case tastingNotes(bottleID: Int)
}
