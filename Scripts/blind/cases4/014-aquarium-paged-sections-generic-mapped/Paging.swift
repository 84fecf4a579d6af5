import Foundation

struct Paged<Item: Hashable>: Hashable {
    var items: [Item]
    var nextCursor: String?
}

struct TankSection<Row: Hashable & Identifiable>: Hashable, Identifiable {
    let id: String
    var title: String
    var rows: [Row]
}

struct Fish: Hashable, Identifiable {
    let id: UUID
    var name: String
    var species: String
}

typealias StockPage = Paged<TankSection<Fish>>
