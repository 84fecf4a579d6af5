import SwiftUI

struct FlightOffer: Identifiable, Hashable {
    let id: String
    let from: String
    let to: String
    let departure: Date
    let price: Int
}

struct FareDetails: Identifiable, Hashable {
    let id: String
    let baggage: String
    let refundable: Bool
    let seatsLeft: Int
}

@MainActor
@Observable
final class FlightSearchModel {
    var origin = "LIS"
    var destination = "BER"
    private(set) var offers: [FlightOffer] = []
    private(set) var isSearching = false

    func search() async {
        isSearching = true
        defer { isSearching = false }
        try? await Task.sleep(for: .seconds(1))
        offers = (0..<12).map { index in
            FlightOffer(
                id: "\(origin)-\(destination)-\(index)",
                from: origin,
                to: destination,
                departure: .now.addingTimeInterval(Double(index) * 3600),
                price: 80 + index * 7
            )
        }
    }

    func fareDetails(for offer: FlightOffer) async -> FareDetails {
        try? await Task.sleep(for: .milliseconds(400))
        return FareDetails(id: offer.id, baggage: "1 × 23 kg", refundable: offer.price > 120, seatsLeft: 4)
    }
}

@main
struct FlightsApp: App {
    @State private var model = FlightSearchModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ResultsView()
            }
            .environment(model)
        }
    }
}
