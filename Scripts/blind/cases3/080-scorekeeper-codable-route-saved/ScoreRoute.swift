import Foundation

struct Player: Hashable, Codable, Identifiable {
    let id: UUID
    var name: String
}

enum ScoreRoute: Hashable, Codable {
    case game(id: UUID)
    case round(gameID: UUID, number: Int)
    case player(Player)
    case leaderboard
}
