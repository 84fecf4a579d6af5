import SwiftUI
import SwiftData

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup { TripsView() }
            .modelContainer(for: Trip.self)
    }
}

struct TripsView: View {
    @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
    @State private var path = NavigationPath()
    @SceneStorage("tripsNavigation") private var navigationData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if let upcoming = trips.first(where: { $0.startDate > .now }) {
                    Section("Next up") {
                        Button(upcoming.name) { path.append(upcoming) }
                    }
                }
                Section("All trips") {
                    ForEach(trips) { trip in
                        NavigationLink(trip.name, value: trip)
                    }
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                TripScreen(trip: trip)
            }
            .navigationDestination(for: TripTab.self) { tab in
                Text(tab.rawValue.capitalized)
            }
        }
        .task {
            guard let navigationData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navigationData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            guard let representation = path.codable else { return }
            navigationData = try? JSONEncoder().encode(representation)
        }
    }
}

struct TripScreen: View {
    let trip: Trip

    var body: some View {
        List {
            NavigationLink("Map", value: TripTab.map)
            NavigationLink("Budget", value: TripTab.budget)
            Section("Photos") {
                ForEach(trip.photos) { photo in
                    Text(photo.caption)
                }
            }
        }
        .navigationTitle(trip.name)
    }
}
