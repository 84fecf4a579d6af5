import SwiftUI

@Observable
final class TravelNavigation {
    var path = NavigationPath()

    func go<D: AppDestination>(_ destination: D) {
        path.append(destination)
    }

    var encoded: Data? {
        path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
}

@main
struct TravelApp: App {
    @State private var navigation = TravelNavigation()
    @SceneStorage("travel.path") private var stored: Data?

    var body: some Scene {
        WindowGroup {
            TravelRoot(navigation: navigation)
                .onChange(of: navigation.path) { stored = navigation.encoded }
        }
    }
}

struct TravelRoot: View {
    @Bindable var navigation: TravelNavigation
    let tripID = UUID()

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List {
                NavigationLink("Lisbon", value: TripRoute.trip(id: tripID))
                NavigationLink("Day 2", value: TripRoute.day(tripID: tripID, index: 2))
                Button("Packing list") { navigation.path.append(TripRoute.packingList(tripID: tripID)) }
                Button("Belém tower") { navigation.go(PlaceRoute(placeID: "belem", zoom: 14)) }
                Button("Currency") { navigation.go(ToolRoute.currency) }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: TripRoute.self) { route in
                Text(String(describing: route))
            }
            .navigationDestination(for: PlaceRoute.self) { place in
                Text(place.placeID)
            }
            .navigationDestination(for: ToolRoute.self) { tool in
                Text(tool.rawValue.capitalized)
            }
        }
    }
}
