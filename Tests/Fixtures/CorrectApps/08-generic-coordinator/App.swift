import SwiftUI
import Observation

@Observable
final class Coordinator<Route: Hashable> {
    var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }
}

enum FitnessRoute: Hashable {
    case workout(String)
    case history
}

@main
struct FitnessApp: App {
    @State private var coordinator = Coordinator<FitnessRoute>()
    var body: some Scene {
        WindowGroup {
            FitnessRoot(coordinator: coordinator)
        }
    }
}

struct FitnessRoot: View {
    @Bindable var coordinator: Coordinator<FitnessRoute>
    var body: some View {
        NavigationStack(path: $coordinator.path) {
            WorkoutList(coordinator: coordinator)
                .navigationDestination(for: FitnessRoute.self) { route in
                    switch route {
                    case .workout(let name): Text(name)
                    case .history: Text("History")
                    }
                }
        }
    }
}

struct WorkoutList: View {
    let coordinator: Coordinator<FitnessRoute>
    var body: some View {
        List {
            Button("Run") { coordinator.push(.workout("Run")) }
            Button("History") { coordinator.push(.history) }
        }
    }
}
