import SwiftUI
import Observation

enum Route: Hashable {
    case profile(userID: Int)
    case settings
}

@Observable
final class Router {
    var path: [Route] = []
}

@main
struct SocialApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(router)
        }
    }
}

struct ContentView: View {
    @Environment(Router.self) private var router
    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            FeedView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .profile(let id): ProfileView(userID: id)
                    case .settings: Text("Settings")
                    }
                }
        }
    }
}
