import SwiftUI
import SwiftData

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabs()
        }
        .modelContainer(for: Trip.self)
    }
}

struct RootTabs: View {
    @SceneStorage("selectedTab") private var selectedTab = AppTab.upcoming.rawValue

    var body: some View {
        TabView(selection: $selectedTab) {
            TripList(upcoming: true)
                .tabItem { Label("Upcoming", systemImage: "airplane.departure") }
                .tag(AppTab.upcoming.rawValue)
            TripList(upcoming: false)
                .tabItem { Label("Past", systemImage: "clock.arrow.circlepath") }
                .tag(AppTab.past.rawValue)
        }
    }
}

struct TripList: View {
    let upcoming: Bool
    @Query(sort: \Trip.startDate) private var trips: [Trip]
    @State private var path: [Trip] = []

    private var visible: [Trip] {
        trips.filter { upcoming ? $0.endDate >= .now : $0.endDate < .now }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(visible) { trip in
                NavigationLink(value: trip) {
                    VStack(alignment: .leading) {
                        Text(trip.name).font(.headline)
                        Text("\(trip.nights) nights").font(.caption)
                    }
                }
            }
            .navigationTitle(upcoming ? "Upcoming" : "Past trips")
            .navigationDestination(for: Trip.self) { trip in
                TripEditor(trip: trip)
            }
            .toolbar {
                if let next = visible.first {
                    Button("Next trip") { path = [next] }
                }
            }
        }
    }
}

struct TripEditor: View {
    @Bindable var trip: Trip

    var body: some View {
        Form {
            TextField("Name", text: $trip.name)
            DatePicker("Start", selection: $trip.startDate, displayedComponents: .date)
            DatePicker("End", selection: $trip.endDate, displayedComponents: .date)
            TextField("Notes", text: $trip.notes, axis: .vertical)
        }
        .navigationTitle(trip.name)
    }
}
