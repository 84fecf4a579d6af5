import Foundation
import SwiftData

@Model
final class Trip {
    @Attribute(.unique) var tripID: UUID
    var name: String
    var startDate: Date
    var photos: [TripPhoto] = []

    init(name: String, startDate: Date) {
        self.tripID = UUID()
        self.name = name
        self.startDate = startDate
    }
}

@Model
final class TripPhoto {
    var caption: String
    var takenAt: Date
    var trip: Trip?

    init(caption: String, takenAt: Date) {
        self.caption = caption
        self.takenAt = takenAt
    }
}

enum TripTab: String, Hashable, Codable {
    case map, budget
}
