import SwiftUI

struct Habitat: Hashable, Identifiable {
    let id: String
    var name: String
    var zone: String
}

struct Animal: Hashable, Identifiable {
    let id: String
    var commonName: String
    var species: String
    var habitat: Habitat
    var feedingTimes: [String]
}

enum ZooTab: Hashable {
    case animals
    case map
    case search
}

@main
struct ZooApp: App {
    @State private var selectedTab: ZooTab = .animals

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selectedTab) {
                Tab("Animals", systemImage: "pawprint", value: ZooTab.animals) {
                    NavigationStack {
                        AnimalsView()
                            .navigationDestination(for: Animal.self) { animal in
                                AnimalView(animal: animal)
                            }
                            .navigationDestination(for: Habitat.self) { habitat in
                                HabitatView(habitat: habitat)
                            }
                    }
                }

                Tab("Map", systemImage: "map", value: ZooTab.map) {
                    NavigationStack {
                        ZooMapView()
                            .navigationDestination(for: Habitat.self) { habitat in
                                HabitatView(habitat: habitat)
                            }
                    }
                }

                Tab(value: ZooTab.search, role: .search) {
                    NavigationStack {
                        ZooSearchView()
                            .navigationDestination(for: Animal.self) { animal in
                                AnimalView(animal: animal)
                            }
                    }
                }
            }
        }
    }
}
