import Foundation

enum StatementRoute: Hashable {
    case month(year: Int, month: Int)
    case year(Int)
}

extension StatementRoute: Codable {}
