import SwiftUI

struct Moon: Hashable, Identifiable {
    let id: String
    var name: String
    var radiusKm: Double
}

struct Planet: Hashable, Identifiable {
    let id: String
    var name: String
    var moons: [Moon]

    static let all = [
        Planet(id: "earth", name: "Earth", moons: [Moon(id: "luna", name: "Moon", radiusKm: 1_737)]),
        Planet(id: "mars", name: "Mars", moons: [
            Moon(id: "phobos", name: "Phobos", radiusKm: 11),
            Moon(id: "deimos", name: "Deimos", radiusKm: 6),
        ]),
        Planet(id: "jupiter", name: "Jupiter", moons: [Moon(id: "io", name: "Io", radiusKm: 1_821)]),
    ]
}

@main
struct PlanetsApp: App {
    var body: some Scene {
        WindowGroup {
            SolarSystemView()
        }
        .windowStyle(.plain)
        WindowGroup(id: "globe", for: Planet.ID.self) { $planetID in
            Text(planetID ?? "Planet")
        }
        .windowStyle(.volumetric)
    }
}

struct SolarSystemView: View {
    @State private var selection: Planet?

    var body: some View {
        NavigationSplitView {
            List(Planet.all, selection: $selection) { planet in
                NavigationLink(planet.name, value: planet)
            }
            .navigationTitle("Planets")
        } detail: {
            NavigationStack {
                if let selection {
                    PlanetDetail(planet: selection)
                } else {
                    Text("Choose a planet")
                }
            }
        }
    }
}

struct PlanetDetail: View {
    let planet: Planet
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Button("Open globe") { openWindow(id: "globe", value: planet.id) }
                ForEach(planet.moons) { moon in
                    NavigationLink(value: moon) {
                        Label(moon.name, systemImage: "moon")
                    }
                }
            }
            .padding()
        }
        .navigationTitle(planet.name)
        .navigationDestination(for: Moon.self) { moon in
            Text("\(moon.name): \(moon.radiusKm.formatted()) km")
        }
    }
}
