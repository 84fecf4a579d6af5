// A trip planner on FlowStacks: routes arrays of `Route<Screen>`, pushed through the library's helpers.

import FlowStacks
import SwiftUI

struct Trip: Hashable, Identifiable {
    let id: Int
    var city: String
    var days: [TripDay]
}

struct TripDay: Hashable, Identifiable {
    let id: Int
    var title: String
}

enum TripScreen: Hashable {
    case trip(Trip)
    case day(TripDay)
    case packing(tripID: Int)
}

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripsCoordinator(trips: [])
        }
    }
}

struct TripsCoordinator: View {
    let trips: [Trip]
    @State private var routes: Routes<TripScreen> = []

    var body: some View {
        FlowStack($routes, withNavigation: true) {
            List(trips) { trip in
                Button(trip.city) { routes.push(.trip(trip)) }
                Button("First day") {
                    if let day = trip.days.first {
                        routes.push(.day(day))
                    }
                }
            }
            .toolbar {
                Button("Pack") { routes.append(.push(.packing(tripID: trips[0].id))) }
            }
            .flowDestination(for: TripScreen.self) { screen in
                switch screen {
                case .trip(let trip): Text(trip.city)
                case .day(let day): Text(day.title)
                case .packing(let id): Text("Packing \(id)")
                }
            }
        }
    }
}

enum PlannerScreen: Hashable {
    case start
    case pickCity
    case pickDates(city: String)
}

@MainActor
final class PlannerViewModel: ObservableObject {
    @Published var routes: [Route<PlannerScreen>] = [.root(.start)]

    func chooseCity() {
        routes.push(.pickCity)
    }

    func choose(city: String) {
        routes.push(.pickDates(city: city))
    }

    func restart() {
        routes = [.root(.start)]
    }
}

struct PlannerCoordinator: View {
    @StateObject private var viewModel = PlannerViewModel()

    var body: some View {
        Router($viewModel.routes) { screen, _ in
            switch screen {
            case .start:
                Button("Choose a city") { viewModel.chooseCity() }
            case .pickCity:
                Button("Lisbon") { viewModel.choose(city: "Lisbon") }
            case .pickDates(let city):
                Button("Start over in \(city)") { viewModel.restart() }
            }
        }
    }
}
