import SwiftUI

enum DeskTab: String, CaseIterable, Hashable {
    case hotDesks, lockers
}

enum DeskRoute: Hashable {
    case floor(Int)
    case desk(id: Int)
    case locker(code: String)
}

@Observable
final class DeskRouter {
    var paths: [DeskTab: [DeskRoute]] = [:]

    subscript(tab: DeskTab) -> [DeskRoute] {
        get { paths[tab, default: []] }
        set { paths[tab] = newValue }
    }
}

@main
struct DeskBookingApp: App {
    @State private var router = DeskRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                ForEach(DeskTab.allCases, id: \.self) { tab in
                    NavigationStack(path: Binding(get: { router[tab] }, set: { router[tab] = $0 })) {
                        TabRoot(tab: tab)
                            .navigationDestination(for: DeskRoute.self) { route in
                                DeskRouteView(route: route)
                            }
                    }
                    .tabItem { Text(tab.rawValue.capitalized) }
                }
            }
        }
    }
}

struct TabRoot: View {
    let tab: DeskTab

    var body: some View {
        switch tab {
        case .hotDesks:
            List(1..<4, id: \.self) { floor in
                NavigationLink("Floor \(floor)", value: DeskRoute.floor(floor))
            }
        case .lockers:
            List(["L-12", "L-14"], id: \.self) { code in
                NavigationLink(code, value: DeskRoute.locker(code: code))
            }
        }
    }
}

struct DeskRouteView: View {
    let route: DeskRoute

    var body: some View {
        switch route {
        case .floor(let floor):
            List(1..<9, id: \.self) { number in
                NavigationLink("Desk \(floor)\(number)", value: DeskRoute.desk(id: floor * 100 + number))
            }
        case .desk(let id):
            Text("Desk \(id)")
        case .locker(let code):
            Text("Locker \(code)")
        }
    }
}
