import Foundation
import SwiftData

@Model
final class Trip {
    var name: String
    var startDate: Date
    var endDate: Date
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []

    init(name: String, startDate: Date, endDate: Date) {
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
    }
}

@Model
final class Stop {
    var city: String
    var arrival: Date
    var nights: Int
    var trip: Trip?

    init(city: String, arrival: Date, nights: Int) {
        self.city = city
        self.arrival = arrival
        self.nights = nights
    }
}
