import SwiftUI

struct TripsList: View {
    @EnvironmentObject private var router: TabRouter
    @State private var trips: [Trip] = [
        Trip(id: UUID(), name: "Lisbon weekend", stops: [Stop(id: UUID(), city: "Lisbon", nights: 2)]),
    ]

    var body: some View {
        List(trips) { trip in
            Button(trip.name) { router.push(trip) }
        }
        .navigationTitle("Trips")
    }
}

struct TripDetail: View {
    @EnvironmentObject private var router: TabRouter
    let trip: Trip

    var body: some View {
        List {
            ForEach(trip.stops) { stop in
                Button("\(stop.city)") { router.push(stop) }
            }
            Button("Back to all trips") { router.popToRoot() }
        }
        .navigationTitle(trip.name)
    }
}

struct ExploreView: View {
    @EnvironmentObject private var router: TabRouter
    private let suggestions = [
        Place(id: "por", name: "Porto", country: "Portugal"),
        Place(id: "sev", name: "Seville", country: "Spain"),
    ]

    var body: some View {
        List(suggestions) { place in
            Button {
                router.push(place)
            } label: {
                VStack(alignment: .leading) {
                    Text(place.name)
                    Text(place.country).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Explore")
    }
}

@main
struct TravelApp: App {
    @StateObject private var tripsRouter = TabRouter()
    @StateObject private var exploreRouter = TabRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack(path: $tripsRouter.path) {
                    TripsList()
                        .travelDestinations()
                }
                .environmentObject(tripsRouter)
                .tabItem { Label("Trips", systemImage: "suitcase") }

                NavigationStack(path: $exploreRouter.path) {
                    ExploreView()
                        .travelDestinations()
                }
                .environmentObject(exploreRouter)
                .tabItem { Label("Explore", systemImage: "globe") }
            }
        }
    }
}
