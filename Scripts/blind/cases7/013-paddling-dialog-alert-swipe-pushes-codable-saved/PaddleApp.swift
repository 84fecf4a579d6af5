import SwiftUI

struct PaddleTrip: Identifiable, Hashable {
    let id: Int
    let name: String
    let launchSite: String
    let windKnots: Int
}

enum TripRoute: Hashable, Codable {
    case trip(id: Int)
    case launchSite(name: String)
    case checklist(tripID: Int)
}

enum Logbook {
    static let trips = [
        PaddleTrip(id: 1, name: "Sea caves loop", launchSite: "Cove Beach", windKnots: 8),
        PaddleTrip(id: 2, name: "River run", launchSite: "Old Mill", windKnots: 19),
    ]
}

@main
struct PaddleApp: App {
    var body: some Scene {
        WindowGroup {
            TripsView()
        }
    }
}

struct TripsView: View {
    @State private var path = NavigationPath()
    @SceneStorage("trips.path") private var pathData: Data?
    @State private var tripToStart: PaddleTrip?
    @State private var confirmingStart = false
    @State private var windyTrip: PaddleTrip?
    @State private var showingWind = false

    var body: some View {
        NavigationStack(path: $path) {
            List(Logbook.trips) { trip in
                Button(trip.name) {
                    if trip.windKnots > 15 {
                        windyTrip = trip
                        showingWind = true
                    } else {
                        tripToStart = trip
                        confirmingStart = true
                    }
                }
                .swipeActions {
                    Button("Checklist") {
                        path.append(TripRoute.checklist(tripID: trip.id))
                    }
                    .tint(.teal)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: TripRoute.self) { route in
                TripRouteView(route: route)
            }
            .confirmationDialog("Start this trip?", isPresented: $confirmingStart, presenting: tripToStart) { trip in
                Button("Start \(trip.name)") {
                    path.append(TripRoute.trip(id: trip.id))
                }
                Button("Review checklist first") {
                    path.append(contentsOf: [TripRoute.trip(id: trip.id), TripRoute.checklist(tripID: trip.id)])
                }
            }
            .alert("Strong wind", isPresented: $showingWind, presenting: windyTrip) { trip in
                Button("See launch site") {
                    path.append(TripRoute.launchSite(name: trip.launchSite))
                }
                Button("Go anyway") {
                    path.append(TripRoute.trip(id: trip.id))
                }
                Button("Cancel", role: .cancel) {}
            } message: { trip in
                Text("\(trip.windKnots) knots at \(trip.launchSite)")
            }
        }
        .onAppear {
            if let pathData,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            guard let representation = path.codable else { return }
            pathData = try? JSONEncoder().encode(representation)
        }
    }
}

struct TripRouteView: View {
    let route: TripRoute

    var body: some View {
        switch route {
        case .trip(let id):
            Text("Trip \(id) in progress")
        case .launchSite(let name):
            Text("Launch site: \(name)")
        case .checklist(let tripID):
            Text("Checklist for trip \(tripID)")
        }
    }
}
