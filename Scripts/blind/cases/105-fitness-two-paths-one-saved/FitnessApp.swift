import SwiftUI

@main
struct FitnessApp: App {
    @State private var navigation = FitnessNavigation()

    var body: some Scene {
        WindowGroup {
            FitnessRoot(navigation: navigation)
                .onAppear { navigation.restore() }
                .onDisappear { navigation.save() }
        }
    }
}

struct FitnessRoot: View {
    @Bindable var navigation: FitnessNavigation
    private let zones = [HeartRateZone(name: "Easy", tint: .green), HeartRateZone(name: "Hard", tint: .red)]

    var body: some View {
        NavigationStack(path: $navigation.mainPath) {
            List {
                NavigationLink("Today", value: WorkoutRoute.today)
                NavigationLink("History", value: WorkoutRoute.history)
                NavigationLink("Records", value: WorkoutRoute.records)
                Button("Heart-rate zones") { navigation.showingZones = true }
            }
            .navigationTitle("Fitness")
            .navigationDestination(for: WorkoutRoute.self) { route in
                Text(route.rawValue.capitalized)
            }
            .sheet(isPresented: $navigation.showingZones) {
                NavigationStack(path: $navigation.zonesPath) {
                    List(zones, id: \.name) { zone in
                        NavigationLink(zone.name, value: zone)
                    }
                    .navigationDestination(for: HeartRateZone.self) { zone in
                        zone.tint.ignoresSafeArea()
                    }
                }
            }
        }
    }
}
