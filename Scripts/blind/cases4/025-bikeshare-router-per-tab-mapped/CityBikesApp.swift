import SwiftUI

@main
struct CityBikesApp: App {
    @State private var nearbyRouter = DockRouter()
    @State private var favouritesRouter = DockRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                NearbyTab()
                    .environment(nearbyRouter)
                    .tabItem { Label("Nearby", systemImage: "location") }
                FavouritesTab()
                    .environment(favouritesRouter)
                    .tabItem { Label("Favourites", systemImage: "star") }
            }
        }
    }
}

struct NearbyTab: View {
    @Environment(DockRouter.self) private var router
    let docks = [Dock(id: "Quay", freeBikes: 4)]

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(docks) { DockRow(dock: $0) }
                .toolbar {
                    Button("Buy a pass") { router.show(Pass(kind: "Day")) }
                }
                .navigationDestination(for: Dock.self) { Text($0.id) }
                .navigationDestination(for: Pass.self) { Text($0.kind) }
        }
    }
}

struct FavouritesTab: View {
    @Environment(DockRouter.self) private var router
    let favourites = [Dock(id: "Museum", freeBikes: 0)]

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(favourites) { DockRow(dock: $0) }
                .navigationDestination(for: Dock.self) { dock in
                    Text("\(dock.id): \(dock.freeBikes) bikes")
                }
        }
    }
}
