import Foundation

protocol PersistableRoute: Codable, Hashable {}

struct SavedSearch: PersistableRoute, Identifiable {
    var id: String { "\(city)-\(maxPrice)-\(minBedrooms)" }
    var city: String
    var maxPrice: Int
    var minBedrooms: Int
}

enum PropertyRoute: PersistableRoute {
    case listing(id: Int)
    case neighborhood(name: String)
}
