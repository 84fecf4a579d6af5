import SwiftUI

@main
struct BarbershopApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabView()
        }
    }
}

struct RootTabView: View {
    @State private var router = TabRouter()

    var body: some View {
        TabView(selection: $router.selectedTab) {
            NavigationStack(path: $router[.barbers]) {
                BarberListView()
                    .barberDestinations()
            }
            .tabItem { Label("Barbers", systemImage: "scissors") }
            .tag(Tab.barbers)

            NavigationStack(path: $router[.bookings]) {
                BookingListView()
                    .navigationDestination(for: Appointment.self) { appointment in
                        AppointmentDetailView(appointment: appointment)
                    }
                    .barberDestinations()
            }
            .tabItem { Label("Bookings", systemImage: "calendar") }
            .tag(Tab.bookings)

            NavigationStack(path: $router[.profile]) {
                ProfileView()
            }
            .tabItem { Label("Profile", systemImage: "person") }
            .tag(Tab.profile)
        }
        .environment(router)
    }
}

extension View {
    func barberDestinations() -> some View {
        self
            .navigationDestination(for: Barber.self) { barber in
                BarberDetailView(barber: barber)
            }
            .navigationDestination(for: Service.self) { service in
                ServiceDetailView(service: service)
            }
    }
}
