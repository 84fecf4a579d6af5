import SwiftUI

struct Pilot: Hashable, Identifiable {
    let id: Int
    var name: String
    var hours: Int
}

struct Flight: Hashable, Identifiable {
    let id: Int
    var launchSite: String
    var sunrise: Date
    var pilot: Pilot
}

@main
struct BalloonFlightsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                FlightFeed()
            }
        }
    }
}

struct FlightFeed: View {
    @State private var flights: [Flight] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(flights) { flight in
                    FlightCard(flight: flight)
                }
            }
            .padding(.horizontal)
        }
        .navigationDestination(for: Flight.self) { flight in
            Text("Launch from \(flight.launchSite)")
        }
        .navigationTitle("Sunrise flights")
    }
}
