import SwiftUI

struct Trail: Hashable, Identifiable {
    let id: Int
    var name: String
    var lengthKm: Double
    var peaks: [Peak]
}

struct Peak: Hashable, Identifiable {
    let id: Int
    var name: String
    var elevation: Int
}

struct Hut: Hashable {
    var name: String
    var beds: Int
}

@Observable
final class TrailRouter {
    var path: [Trail] = []
    var extraPath = NavigationPath()

    func openTrail(_ trail: Trail) {
        path.append(trail)
    }
}

@main
struct HikingApp: App {
    @State private var router = TrailRouter()

    var body: some Scene {
        WindowGroup {
            TrailsScreen(router: router, trails: [])
        }
    }
}
