import Foundation

struct Event: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
    var venue: String
    var date: Date
}

struct Seat: Hashable, Identifiable {
    var id: String { "\(section)-\(row)-\(number)" }
    let section: String
    let row: String
    let number: Int
    var price: Decimal
}
