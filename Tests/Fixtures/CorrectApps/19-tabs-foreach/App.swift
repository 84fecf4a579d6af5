import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home, search
    var id: String { rawValue }
}

struct Place: Hashable { let name: String }

@main
struct TravelApp: App {
    var body: some Scene { WindowGroup { MainTabs() } }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            ForEach(Tab.allCases) { tab in
                NavigationStack {
                    TabRoot(tab: tab)
                        .navigationDestination(for: Place.self) { place in
                            Text(place.name)
                        }
                }
                .tabItem { Text(tab.rawValue) }
                .tag(tab)
            }
        }
    }
}

struct TabRoot: View {
    let tab: Tab
    var body: some View {
        switch tab {
        case .home:
            NavigationLink("Paris", value: Place(name: "Paris"))
        case .search:
            NavigationLink("Rome", value: Place(name: "Rome"))
        }
    }
}
