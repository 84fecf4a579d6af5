import SwiftUI

@main
struct StaysApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ExploreTab()
                    .tabItem { Label("Explore", systemImage: "magnifyingglass") }
                TripsTab()
                    .tabItem { Label("Trips", systemImage: "suitcase") }
            }
        }
    }
}

struct ExploreTab: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ExploreView()
                .navigationDestination(for: HotelRoute.self) { route in
                    HotelRouteView(route: route)
                }
        }
        .onNavigate { path.append($0) }
    }
}

struct TripsTab: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            TripsView()
        }
        .onNavigate { path.append($0) }
    }
}

struct HotelRouteView: View {
    let route: HotelRoute

    var body: some View {
        switch route {
        case .hotel(let id): Text("Hotel \(id)")
        case .room(_, let type): Text(type)
        case .reservation(let code): Text("Reservation \(code)")
        }
    }
}
