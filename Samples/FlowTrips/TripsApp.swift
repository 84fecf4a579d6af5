// FlowTrips: a trip planner on FlowStacks. NavLint reads FlowStack, flowDestination, FlowLink(style: .push) and
// the routes array's helpers (push, presentSheet, presentCover, goBack, …) as the SwiftUI constructs they stand for,
// because these files import FlowStacks.

import FlowStacks
import SwiftUI

enum Screen: Hashable {
    case trip(String)
    case packing(String)
    case settings
    case map
}

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripsCoordinator()
        }
    }
}

struct TripsCoordinator: View {
    @State private var routes: Routes<Screen> = []

    var body: some View {
        FlowStack($routes, withNavigation: true) {
            TripsList(routes: $routes)
                .flowDestination(for: Screen.self) { screen in
                    switch screen {
                    case .trip(let name): TripView(name: name)
                    case .packing(let name): PackingCoordinator(trip: name)
                    case .settings: Text("Settings")
                    case .map: Text("Map")
                    }
                }
        }
        // Deliberate finding: the title is applied to the FlowStack, outside the stack it embeds.
        .navigationTitle("Trips")
    }
}

struct TripsList: View {
    @Binding var routes: Routes<Screen>

    var body: some View {
        VStack {
            FlowLink(value: Screen.trip("Lisbon"), style: .push) {
                Text("Lisbon")
            }
            Button("Settings") {
                routes.presentSheet(.settings, withNavigation: true)
            }
            Button("Map") {
                routes.presentCover(.map)
            }
            Button("Porto, then Faro") {
                routes = [.push(.trip("Porto")), .push(.trip("Faro"))]
            }
            Button("Faro's packing list") {
                routes.append(.push(.packing("Faro")))
            }
            Button("Back") {
                routes.goBack()
            }
            Button("Close") {
                routes.dismiss()
            }
            Button("Home") {
                routes.goBackToRoot()
            }
            Button("Refresh") {
                Task {
                    await Forecast.refresh()
                    // Deliberate finding: the pop lands on whatever screen is on top once the forecast is in.
                    routes.pop()
                }
            }
        }
    }
}

enum Forecast {
    static func refresh() async {}
}
