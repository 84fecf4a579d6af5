import SwiftUI

final class TabRouter: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ destination: some Hashable) {
        path.append(destination)
    }

    func popToRoot() {
        path = NavigationPath()
    }
}

struct Trip: Identifiable, Hashable {
    let id: UUID
    var name: String
    var stops: [Stop]
}

struct Stop: Identifiable, Hashable {
    let id: UUID
    var city: String
    var nights: Int
}

struct Place: Identifiable, Hashable {
    let id: String
    var name: String
    var country: String
}

struct TravelDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Trip.self) { trip in
                TripDetail(trip: trip)
            }
            .navigationDestination(for: Stop.self) { stop in
                Text("\(stop.city) – \(stop.nights) nights")
            }
            .navigationDestination(for: Place.self) { place in
                Text("\(place.name), \(place.country)")
            }
    }
}

extension View {
    func travelDestinations() -> some View {
        modifier(TravelDestinations())
    }
}
