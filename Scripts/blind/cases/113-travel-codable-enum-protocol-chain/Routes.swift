import Foundation

protocol Persistable: Codable {}

protocol AppDestination: Persistable, Hashable {
    var analyticsName: String { get }
}

enum TripRoute: Hashable, Codable {
    case trip(id: UUID)
    case day(tripID: UUID, index: Int)
    case packingList(tripID: UUID)
}

struct PlaceRoute: AppDestination {
    var placeID: String
    var zoom: Double
    var analyticsName: String { "place" }
}

enum ToolRoute: String, AppDestination {
    case currency, timezones
    var analyticsName: String { rawValue }
}
