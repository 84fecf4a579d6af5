import SwiftUI

struct Rocket: Hashable {
    let name: String
    let stages: Int
}

struct LaunchPad: Hashable {
    let name: String
    let site: String
}

struct Launch: Identifiable, Hashable {
    let id: String
    let mission: String
    let net: Date
    let rocket: Rocket
    let pad: LaunchPad
}

enum Manifest {
    static let launches = [
        Launch(id: "2025-041", mission: "Starlink 12-7", net: .now,
               rocket: Rocket(name: "Falcon 9", stages: 2),
               pad: LaunchPad(name: "SLC-40", site: "Cape Canaveral")),
        Launch(id: "2025-043", mission: "Sentinel-1D", net: .now.addingTimeInterval(172_800),
               rocket: Rocket(name: "Ariane 6", stages: 2),
               pad: LaunchPad(name: "ELA-4", site: "Kourou")),
    ]
}

@main
struct LaunchApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                ScheduleView()
                    .navigationDestination(for: AnyDestination.self) { destination in
                        destination.view
                    }
            }
            .environment(router)
        }
    }
}
