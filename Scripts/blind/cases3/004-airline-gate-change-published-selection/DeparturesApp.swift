import SwiftUI

@main
struct DeparturesApp: App {
    var body: some Scene {
        WindowGroup {
            DeparturesView()
        }
    }
}

struct DeparturesView: View {
    @StateObject private var model = FlightBoardModel()
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(model.flights) { flight in
                NavigationLink(value: flight) {
                    VStack(alignment: .leading) {
                        Text(flight.id).font(.headline)
                        Text("Gate \(flight.gate) · \(flight.destination)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Departures")
            .navigationDestination(for: Flight.self) { flight in
                Text("Flight \(flight.id) to \(flight.destination)")
            }
            .toolbar {
                Button("Check alerts", systemImage: "bell") {
                    Task { await model.pollAlerts() }
                }
            }
            .task { await model.load() }
        }
        .onChange(of: model.selection) { _, change in
            guard let change else { return }
            path.append(change)
            model.selection = nil
        }
    }
}
