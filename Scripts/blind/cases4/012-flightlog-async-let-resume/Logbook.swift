import Foundation

struct Aircraft: Hashable, Identifiable {
    let id: String
    var type: String
}

struct Flight: Hashable, Identifiable {
    let id: UUID
    var aircraft: Aircraft
    var from: String
    var to: String
    var blockHours: Double
}

struct Totals {
    var hours: Double
    var landings: Int
}

actor LogbookStore {
    private var flights: [Flight] = []

    func lastFlight() async -> Flight? {
        flights.last
    }

    func totals() async -> Totals {
        Totals(hours: flights.reduce(0) { $0 + $1.blockHours }, landings: flights.count)
    }

    func fleet() async -> [Aircraft] {
        Array(Set(flights.map(\.aircraft)))
    }
}
