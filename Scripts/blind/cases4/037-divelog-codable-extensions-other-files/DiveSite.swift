import Foundation

enum DiveSite: Hashable {
    case reef(name: String, maxDepth: Int)
    case wreck(name: String, sunk: Int)
    case shore(name: String)
}

extension DiveSite: Codable {}
