import SwiftUI

@main
struct TideTablesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                StationsView()
            }
        }
    }
}

struct StationsView: View {
    let stations = [Station(id: "BRS", name: "Brest", tides: [])]

    var body: some View {
        List(stations) { station in
            NavigationLink(station.name, value: station)
        }
        .navigationDestination(for: Station.self) { station in
            TideTable(station: station)
        }
        .navigationDestination(for: Station.Tide.self) { tide in
            Text(tide.day.formatted(date: .complete, time: .omitted))
        }
        .navigationTitle("Stations")
    }
}

struct TideTable: View {
    let station: Station

    var body: some View {
        List {
            Section("Days") {
                ForEach(station.tides, id: \.day) { tide in
                    NavigationLink(tide.day.formatted(date: .abbreviated, time: .omitted), value: tide)
                }
            }
            Section("Next tides") {
                ForEach(station.upcomingEvents) { event in
                    NavigationLink(value: event) {
                        LabeledContent(event.isHighWater ? "High" : "Low", value: "\(event.heightMetres) m")
                    }
                }
            }
        }
        .navigationTitle(station.name)
    }
}
