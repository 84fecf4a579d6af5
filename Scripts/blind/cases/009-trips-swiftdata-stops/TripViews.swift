import SwiftUI
import SwiftData

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripListView()
        }
        .modelContainer(for: [Trip.self, Stop.self])
    }
}

struct TripListView: View {
    @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
    @Environment(\.modelContext) private var context

    var body: some View {
        NavigationStack {
            List {
                ForEach(trips) { trip in
                    NavigationLink(value: trip) {
                        VStack(alignment: .leading) {
                            Text(trip.name).font(.headline)
                            Text(trip.startDate, format: .dateTime.day().month())
                        }
                    }
                }
                .onDelete { offsets in
                    offsets.map { trips[$0] }.forEach(context.delete)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                TripDetailView(trip: trip)
            }
        }
    }
}

struct TripDetailView: View {
    let trip: Trip

    private var orderedStops: [Stop] {
        trip.stops.sorted(by: { $0.arrival < $1.arrival })
    }

    var body: some View {
        List {
            Section("Itinerary") {
                ForEach(orderedStops) { stop in
                    NavigationLink(value: stop) {
                        LabeledContent(stop.city, value: "\(stop.nights) nights")
                    }
                }
            }
            if let first = orderedStops.first {
                Section("Getting there") {
                    NavigationLink("First stop: \(first.city)", value: first)
                }
            }
        }
        .navigationTitle(trip.name)
    }
}
