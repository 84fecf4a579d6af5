import SwiftUI

@main
struct LiftLogApp: App {
    @StateObject private var router = AppRouter.shared

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                DashboardView()
                    .navigationDestination(for: Destination.self) { destination in
                        switch destination {
                        case .logWorkout:
                            Text("New workout")
                        case .history:
                            HistoryView()
                        case .personalBest(let exercise):
                            Text("Best \(exercise)")
                        }
                    }
            }
            .environmentObject(router)
        }
    }
}

struct DashboardView: View {
    @EnvironmentObject private var router: AppRouter

    var body: some View {
        List {
            Button("Log workout") { router.path.append(.logWorkout) }
            NavigationLink("History", value: Destination.history)
        }
        .navigationTitle("Lift Log")
    }
}

struct HistoryView: View {
    private let exercises = ["Squat", "Bench", "Deadlift"]

    var body: some View {
        List(exercises, id: \.self) { exercise in
            NavigationLink(exercise, value: Destination.personalBest(exercise: exercise))
        }
        .navigationTitle("History")
    }
}

enum Destination: Hashable {
    case logWorkout
    case history
    case personalBest(exercise: String)
}

@MainActor
final class AppRouter: ObservableObject {
    static let shared = AppRouter()

    @Published var path: [Destination] = []

    func reset(to destination: Destination) {
        path = [destination]
    }
}
