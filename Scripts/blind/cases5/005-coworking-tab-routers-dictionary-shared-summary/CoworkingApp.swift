import SwiftUI

enum WorkspaceTab: Hashable {
    case desks, rooms
}

@Observable
final class Router {
    var path = NavigationPath()

    func push<Value: Hashable>(_ value: Value) {
        path.append(value)
    }
}

@Observable
final class TabRouters {
    private(set) var routers: [WorkspaceTab: Router] = [.desks: Router(), .rooms: Router()]

    subscript(tab: WorkspaceTab) -> Router {
        routers[tab]!
    }
}

@main
struct CoworkingApp: App {
    @State private var tabs = TabRouters()
    @State private var selection: WorkspaceTab = .desks

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                DesksTab(router: tabs[.desks])
                    .tag(WorkspaceTab.desks)
                    .tabItem { Label("Desks", systemImage: "desktopcomputer") }
                RoomsTab(router: tabs[.rooms])
                    .tag(WorkspaceTab.rooms)
                    .tabItem { Label("Rooms", systemImage: "person.3") }
            }
        }
    }
}
