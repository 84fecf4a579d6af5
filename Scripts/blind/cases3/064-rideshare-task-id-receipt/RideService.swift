import Foundation

struct Ride: Hashable, Identifiable {
    let id: String
    var pickup: String
    var dropoff: String
    var date: Date
    var fare: Decimal
}

struct Receipt: Hashable {
    let rideID: Ride.ID
    let lineItems: [String: Decimal]
    let total: Decimal
    let pdfURL: URL?
}

struct RideService {
    var session: URLSession = .shared

    func history() async throws -> [Ride] {
        [Ride(id: "r-881", pickup: "Home", dropoff: "Airport", date: .now.addingTimeInterval(-86_400 * 3), fare: 48.2)]
    }

    func receipt(for rideID: Ride.ID) async throws -> Receipt {
        try await Task.sleep(for: .milliseconds(250))
        return Receipt(rideID: rideID, lineItems: ["Base fare": 41.2, "Tip": 7], total: 48.2, pdfURL: nil)
    }
}
