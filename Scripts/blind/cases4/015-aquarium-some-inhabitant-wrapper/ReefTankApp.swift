import SwiftUI

@main
struct ReefTankApp: App {
    @State private var navigator = TankNavigator()

    var body: some Scene {
        WindowGroup {
            TankView()
                .environment(navigator)
        }
    }
}

struct TankView: View {
    @Environment(TankNavigator.self) private var navigator
    let fish = [Fish(id: UUID(), name: "Clownfish")]
    let corals = [Coral(id: UUID(), name: "Hammer coral", polypColor: "green")]

    var body: some View {
        @Bindable var navigator = navigator
        NavigationStack(path: $navigator.path) {
            List {
                Section("Fish") {
                    ForEach(fish) { fish in
                        Button(fish.name) { navigator.show(fish) }
                    }
                }
                Section("Corals") {
                    ForEach(corals) { coral in
                        Button(coral.name) { navigator.show(coral) }
                    }
                }
            }
            .navigationDestination(for: Fish.self) { fish in
                Text(fish.name)
            }
        }
    }
}
