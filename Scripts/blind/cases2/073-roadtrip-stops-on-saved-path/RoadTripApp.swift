import SwiftUI

@main
struct RoadTripApp: App {
    @State private var planner = TripPlanner()

    var body: some Scene {
        WindowGroup {
            TripView(planner: planner)
        }
    }
}

struct TripView: View {
    @Bindable var planner: TripPlanner

    var body: some View {
        NavigationStack(path: $planner.path) {
            List {
                Section {
                    NavigationLink(planner.trip.title, value: planner.trip)
                    Button("Next stop") { openNextStop() }
                    Button("Plan first leg") { planFirstLeg() }
                }
                Section("Stops") {
                    ForEach(planner.stops) { stop in
                        Label(stop.name, systemImage: stop.isVisited ? "checkmark.circle.fill" : "mappin")
                    }
                }
            }
            .navigationTitle("Road trip")
            .navigationDestination(for: RoadTrip.self) { trip in
                Text(trip.title).font(.title)
            }
            .navigationDestination(for: Stop.self) { stop in
                Text("\(stop.name) (\(stop.coordinate.latitude), \(stop.coordinate.longitude))")
            }
        }
        .onAppear { planner.restore() }
        .onChange(of: planner.path) { planner.save() }
    }

    private func openNextStop() {
        guard let stop = planner.stops.first(where: { !$0.isVisited }) else { return }
        planner.path.append(stop)
    }

    private func planFirstLeg() {
        guard planner.stops.count >= 2 else { return }
        let origin = planner.stops[0]
        let destination = planner.stops[1]
        planner.path = NavigationPath([origin, destination])
    }
}
