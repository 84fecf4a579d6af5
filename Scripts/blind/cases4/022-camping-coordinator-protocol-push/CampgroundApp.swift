import SwiftUI

struct Campsite: Hashable, Identifiable {
    let id: String
    var hasHookup: Bool
}

struct Reservation: Hashable, Identifiable {
    let id: UUID
    var siteID: String
    var nights: Int
}

@main
struct CampgroundApp: App {
    @State private var coordinator = CampgroundCoordinator()

    var body: some Scene {
        WindowGroup {
            CampgroundMap(coordinator: coordinator)
        }
    }
}

struct CampgroundMap: View {
    @Bindable var coordinator: CampgroundCoordinator
    let sites = [Campsite(id: "A7", hasHookup: true), Campsite(id: "B2", hasHookup: false)]
    let reservations = [Reservation(id: UUID(), siteID: "A7", nights: 3)]

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List {
                Section("Sites") {
                    ForEach(sites) { site in
                        Button(site.id) { coordinator.push(site) }
                    }
                }
                Section("My reservations") {
                    ForEach(reservations) { reservation in
                        Button("\(reservation.nights) nights at \(reservation.siteID)") {
                            coordinator.push(reservation)
                        }
                    }
                }
            }
            .navigationDestination(for: Campsite.self) { site in
                Text("Site \(site.id)")
            }
        }
    }
}
