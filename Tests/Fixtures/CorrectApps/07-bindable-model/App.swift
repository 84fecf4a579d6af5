import SwiftUI
import Observation

struct Trip: Hashable, Identifiable, Codable {
    let id: UUID
    var name: String
}

@Observable
final class TripModel {
    var path: [Trip] = []
    var trips: [Trip] = []
}

@main
struct TripsApp: App {
    @State private var model = TripModel()
    var body: some Scene {
        WindowGroup { TripsRoot(model: model) }
    }
}

struct TripsRoot: View {
    @Bindable var model: TripModel
    var body: some View {
        NavigationStack(path: $model.path) {
            List(model.trips) { trip in
                NavigationLink(trip.name, value: trip)
            }
            .navigationDestination(for: Trip.self) { trip in
                Text(trip.name)
            }
        }
    }
}
