// FlowTrips: a trip planner on FlowStacks. NavLint reads FlowStack, flowDestination, FlowLink(style: .push) and
// routes.push as the SwiftUI constructs they stand for, because these files import FlowStacks.

import FlowStacks
import SwiftUI

enum Screen: Hashable {
    case trip(String)
    case packing(String)
    case settings
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
                routes.push(.settings)
            }
            Button("Back") {
                routes.goBack()
            }
        }
    }
}
