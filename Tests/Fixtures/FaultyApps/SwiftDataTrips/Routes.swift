import Foundation

/// Screens of a trip. An enum with associated values gets no Codable unless it declares it, and a `Trip` inside could
/// not be coded anyway.
enum TripRoute: Hashable {
    case itinerary(Trip)
    case map(regionName: String)
}

/// Declared Codable: every associated value is Codable, as the compiler checks.
enum PlannerRoute: Hashable, Codable {
    case day(index: Int, tripName: String)
    case packingList
}

struct DayPlan: Hashable, Codable {
    var date: Date
    var notes: String
}
