import SwiftUI

enum DramTab: Hashable {
    case cellar, tastings
}

@main
struct DramApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var selectedTab = DramTab.cellar
    @State private var cellarPath = NavigationPath()
    @State private var tastingPath = NavigationPath()

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack(path: $cellarPath) {
                CellarView()
                    .navigationDestination(for: Bottle.self) { bottle in
                        BottleDetailView(bottle: bottle)
                    }
                    .navigationDestination(for: TastingRoute.self) { route in
                        TastingRouteView(route: route)
                    }
            }
            .tabItem { Label("Cellar", systemImage: "archivebox") }
            .tag(DramTab.cellar)

            NavigationStack(path: $tastingPath) {
                TastingLogView()
                    .navigationDestination(for: Tasting.self) { tasting in
                        TastingDetailView(tasting: tasting)
                    }
            }
            .tabItem { Label("Tastings", systemImage: "wineglass") }
            .tag(DramTab.tastings)
        }
        .onOpenURL { url in
            guard let route = TastingRoute.from(url) else { return }
            selectedTab = .tastings
            tastingPath = NavigationPath()
            tastingPath.append(route)
        }
    }
}
