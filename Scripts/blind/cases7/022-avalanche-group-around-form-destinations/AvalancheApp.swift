import SwiftUI

struct Zone: Identifiable, Hashable {
    let id: String
    let name: String
}

struct Forecast: Hashable {
    let zoneID: Zone.ID
    let danger: Int
    let problems: [AvalancheProblem]
}

struct AvalancheProblem: Identifiable, Hashable {
    let id: String
    let name: String
    let aspects: [String]
}

@main
struct AvalancheApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ZoneForecastView(zone: Zone(id: "N", name: "Northern Range"))
            }
        }
    }
}

struct ZoneForecastView: View {
    let zone: Zone
    @State private var forecast: Forecast?
    @State private var reporting = false

    var body: some View {
        Group {
            if let forecast {
                Form {
                    Section("Today") {
                        LabeledContent("Danger", value: "\(forecast.danger) of 5")
                    }
                    Section("Problems") {
                        ForEach(forecast.problems) { problem in
                            NavigationLink(problem.name, value: problem)
                        }
                    }
                    Section {
                        Button("Report an observation") { reporting = true }
                    }
                }
            } else {
                ProgressView("Loading bulletin")
            }
        }
        .navigationTitle(zone.name)
        .navigationDestination(for: AvalancheProblem.self) { problem in
            Text("\(problem.name) on \(problem.aspects.joined(separator: ", "))")
        }
        .navigationDestination(isPresented: $reporting) {
            Text("New observation in \(zone.name)")
        }
        .task {
            forecast = Forecast(zoneID: zone.id, danger: 3, problems: [
                AvalancheProblem(id: "ws", name: "Wind slab", aspects: ["N", "NE", "E"]),
            ])
        }
    }
}
