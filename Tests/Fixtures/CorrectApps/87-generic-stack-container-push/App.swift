import SwiftUI
import Observation

enum Route: Hashable { case detail(Int), settings }

@Observable
final class Router {
    var path = NavigationPath()
}

/// A reusable stack: it owns the NavigationStack, each feature registers its own destinations.
struct RouterStack<Content: View>: View {
    @Bindable var router: Router
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack(path: $router.path) {
            content()
        }
        .environment(router)
    }
}

@main
struct ContainerApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            RouterStack(router: router) {
                HomeView()
            }
        }
    }
}

struct HomeView: View {
    @Environment(Router.self) private var router
    var body: some View {
        VStack {
            Button("Detail") { router.path.append(Route.detail(1)) }
            Button("Settings") { router.path.append(Route.settings) }
        }
        .navigationDestination(for: Route.self) { route in
            Text(String(describing: route))
        }
    }
}
