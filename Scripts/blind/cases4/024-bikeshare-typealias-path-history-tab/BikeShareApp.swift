import SwiftUI

@main
struct BikeShareApp: App {
    @State private var mapRouter = RideRouter()
    @State private var historyRouter = RideRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                MapTab(router: mapRouter)
                    .tabItem { Label("Stations", systemImage: "bicycle") }
                HistoryTab(router: historyRouter)
                    .tabItem { Label("Rides", systemImage: "clock") }
            }
        }
    }
}

struct MapTab: View {
    @Bindable var router: RideRouter
    let stations = ["Harbour", "Market Square", "University"]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(stations, id: \.self) { name in
                Button(name) { router.go(.station(id: name)) }
            }
            .navigationDestination(for: RideRoute.self) { route in
                Text("\(route)")
            }
        }
    }
}
