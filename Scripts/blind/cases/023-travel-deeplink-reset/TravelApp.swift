import SwiftUI

@main
struct TravelApp: App {
    @State private var store = BookingStore()

    var body: some Scene {
        WindowGroup { TripsView(store: store) }
    }
}

struct TripsView: View {
    let store: BookingStore
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(store.trips) { trip in
                NavigationLink(trip.destination, value: trip)
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                List(trip.flights) { flight in
                    NavigationLink(flight.number, value: flight)
                }
                .navigationTitle(trip.destination)
            }
            .navigationDestination(for: Flight.self) { flight in
                Text("Flight \(flight.number)")
            }
        }
        .onOpenURL { url in handle(url) }
    }

    private func handle(_ url: URL) {
        let parts = url.pathComponents.dropFirst()
        guard let first = parts.first else { return }
        switch url.host() {
        case "trip":
            if let trip = store.trip(id: first) {
                path = NavigationPath([trip])
            }
        case "checkin":
            path = NavigationPath([CheckIn(flightNumber: first, lastName: parts.last ?? "")])
        case "flight":
            guard let flight = store.flight(number: first) else { return }
            path.removeAll()
            path.append(flight)
        case "seats":
            guard let flight = store.flight(number: first) else { return }
            path.removeAll()
            path.append(SeatMap(flight: flight, cabin: parts.last ?? "economy"))
        default:
            path = NavigationPath()
        }
    }
}
