import SwiftUI

@main
struct PlanetariumApp: App {
    @State private var navigator = DomeNavigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                ProgrammeView()
                    .navigationDestination(for: AnyDestination.self) { destination in
                        destination.screen
                    }
            }
            .environment(navigator)
        }
    }
}
