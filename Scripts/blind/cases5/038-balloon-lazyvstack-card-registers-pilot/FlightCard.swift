import SwiftUI

struct FlightCard: View {
    let flight: Flight
    @State private var showingWeather = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: flight) {
                Text(flight.launchSite).font(.headline)
            }
            NavigationLink("Pilot: \(flight.pilot.name)", value: flight.pilot)
            Button("Weather brief") { showingWeather = true }
        }
        .padding()
        .background(.thinMaterial, in: .rect(cornerRadius: 16))
        .navigationDestination(for: Pilot.self) { pilot in
            Text("\(pilot.name), \(pilot.hours) hours")
        }
        .navigationDestination(isPresented: $showingWeather) {
            Text("Winds at \(flight.launchSite)")
        }
    }
}
