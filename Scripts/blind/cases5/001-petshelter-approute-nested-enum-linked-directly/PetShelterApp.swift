import SwiftUI

@Observable
final class Router {
    var path = NavigationPath()

    func push(_ route: AppRoute) {
        path.append(route)
    }
}

@main
struct PetShelterApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                AnimalsView()
                    .navigationDestination(for: AppRoute.self) { route in
                        route.destination
                    }
            }
            .environment(router)
        }
    }
}
