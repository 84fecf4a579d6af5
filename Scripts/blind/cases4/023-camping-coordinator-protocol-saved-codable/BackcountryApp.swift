import SwiftUI

struct Trailhead: Hashable, Codable, Identifiable {
    let id: String
    var elevation: Int
}

@main
struct BackcountryApp: App {
    @State private var coordinator = BackcountryCoordinator()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TrailheadsView(coordinator: coordinator)
                .onAppear { coordinator.restore() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { coordinator.save() }
        }
    }
}

struct TrailheadsView: View {
    @Bindable var coordinator: BackcountryCoordinator
    let trailheads = [Trailhead(id: "Lost Lake", elevation: 2100)]

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(trailheads) { trailhead in
                Button(trailhead.id) { coordinator.push(trailhead) }
            }
            .toolbar {
                Button("My permit") { coordinator.push(Permit(zone: "North Fork", nights: 2)) }
            }
            .navigationDestination(for: Trailhead.self) { trailhead in
                Text("\(trailhead.elevation) m")
            }
            .navigationDestination(for: Permit.self) { permit in
                Text("\(permit.zone), \(permit.nights) nights")
            }
        }
    }
}
