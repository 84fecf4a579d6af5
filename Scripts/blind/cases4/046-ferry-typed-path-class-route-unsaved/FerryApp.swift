import SwiftUI

@main
struct FerryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                CrossingsTab()
                    .tabItem { Label("Crossings", systemImage: "ferry") }
                BookingsTab()
                    .tabItem { Label("Bookings", systemImage: "ticket") }
            }
        }
    }
}

struct CrossingsTab: View {
    @State private var path: CrossingPath = []
    @SceneStorage("ferry.port") private var port = "Oban"
    let fleet = [Vessel(imo: "9235361", name: "Isle of Mull", carDeckFree: 12)]

    var body: some View {
        NavigationStack(path: $path) {
            List(fleet, id: \.imo) { vessel in
                Button(vessel.name) { path.append(.vessel(vessel)) }
            }
            .toolbar {
                Button("Next sailing") { path = [.sailing(port: port, departs: .now)] }
            }
            .navigationDestination(for: CrossingRoute.self) { route in
                Text("\(route)")
            }
        }
    }
}

struct BookingsTab: View {
    @State private var path = NavigationPath()
    @SceneStorage("ferry.bookings.path") private var savedPath: Data?
    let bookings = [Booking(id: "FX-221", route: "Oban to Craignure")]

    var body: some View {
        NavigationStack(path: $path) {
            List(bookings) { booking in
                NavigationLink(booking.route, value: booking)
            }
            .navigationDestination(for: Booking.self) { booking in
                Text(booking.id)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
