import Foundation

struct Trip: Hashable, Identifiable {
    let id: String
    var destination: String
    var flights: [Flight]
}

struct Flight: Hashable, Identifiable {
    let id: String
    var number: String
    var departure: Date
}

struct CheckIn: Hashable {
    var flightNumber: String
    var lastName: String
}

struct SeatMap: Hashable {
    var flight: Flight
    var cabin: String
}

@Observable
final class BookingStore {
    var trips: [Trip] = []

    func trip(id: String) -> Trip? {
        trips.first { $0.id == id }
    }

    func flight(number: String) -> Flight? {
        trips.flatMap(\.flights).first { $0.number == number }
    }
}
