import SwiftUI

struct Zone: Identifiable, Hashable {
    let id: String
    let name: String
    let danger: Int
    let problems: [String]
}

enum Bulletin {
    static let zones = [
        Zone(id: "N", name: "Northern Range", danger: 3, problems: ["Wind slab", "Persistent slab"]),
        Zone(id: "S", name: "Southern Range", danger: 2, problems: ["Wet loose"]),
    ]
}

@main
struct AvalancheApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ZoneListView()
            }
        }
    }
}

struct ZoneListView: View {
    var body: some View {
        List(Bulletin.zones) { zone in
            NavigationLink(zone.name, value: zone)
        }
        .navigationTitle("Forecast zones")
        .navigationDestination(for: Zone.self) { zone in
            ZoneForecastView(zone: zone)
        }
    }
}
