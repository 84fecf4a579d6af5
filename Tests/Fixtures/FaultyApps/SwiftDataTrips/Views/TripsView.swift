import SwiftUI
import SwiftData

struct TripsView: View {
    @Environment(TripRouter.self) private var router
    @Query(sort: \Trip.startDate) private var trips: [Trip]

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(trips) { trip in
                NavigationLink(trip.name, value: trip)
                ForEach(trip.stops) { stop in
                    NavigationLink(stop.city, value: stop)
                }
                Button("Itinerary") { router.path.append(TripRoute.itinerary(trip)) }
                Button("Day 1") { router.show(.day(index: 1, tripName: trip.name)) }
            }
            .toolbar {
                Button("Map") { router.path.append(TripRoute.map(regionName: "Alps")) }
                Button("Packing") { router.show(.packingList) }
                Button("Today") { router.path.append(DayPlan(date: .now, notes: "")) }
            }
            .navigationDestination(for: Trip.self) { trip in Text(trip.name) }
            .navigationDestination(for: Stop.self) { stop in Text(stop.city) }
            .navigationDestination(for: TripRoute.self) { route in Text("\(route)") }
            .navigationDestination(for: PlannerRoute.self) { route in Text("\(route)") }
            .navigationDestination(for: DayPlan.self) { plan in Text(plan.notes) }
        }
    }
}
