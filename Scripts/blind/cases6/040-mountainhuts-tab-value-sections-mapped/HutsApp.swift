import SwiftUI

struct Region: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Trailhead: Hashable, Identifiable {
    let id: Int
    var name: String
    var elevation: Int
}

struct Hut: Hashable, Identifiable {
    let id: Int
    var name: String
    var elevation: Int
    var region: Region
    var trailheads: [Trailhead]
}

enum HutsTab: Hashable {
    case nearby
    case bookings
    case region(Region.ID)
}

extension View {
    func hutDestinations() -> some View {
        navigationDestination(for: Hut.self) { hut in
            HutView(hut: hut)
        }
        .navigationDestination(for: Region.self) { region in
            RegionView(region: region)
        }
        .navigationDestination(for: Trailhead.self) { trailhead in
            Text("\(trailhead.elevation) m").navigationTitle(trailhead.name)
        }
    }
}

@main
struct HutsApp: App {
    @State private var selectedTab: HutsTab = .nearby
    let regions: [Region] = [Region(id: "alps-north", name: "Northern Alps"), Region(id: "dolomites", name: "Dolomites")]

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selectedTab) {
                Tab("Nearby", systemImage: "location", value: HutsTab.nearby) {
                    NavigationStack {
                        NearbyHutsView()
                            .hutDestinations()
                    }
                }
                Tab("Bookings", systemImage: "bed.double", value: HutsTab.bookings) {
                    NavigationStack {
                        BookingsView()
                            .hutDestinations()
                    }
                }
                TabSection("Regions") {
                    ForEach(regions) { region in
                        Tab(region.name, systemImage: "mountain.2", value: HutsTab.region(region.id)) {
                            NavigationStack {
                                RegionView(region: region)
                                    .hutDestinations()
                            }
                        }
                    }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }
}
