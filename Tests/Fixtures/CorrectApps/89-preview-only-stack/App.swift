import SwiftUI

enum Route: Hashable { case order(Int) }

final class Router: ObservableObject {
    @Published var path: [Route] = []
}

@main
struct OrdersApp: App {
    @StateObject private var router = Router()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(router)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject private var router: Router
    var body: some View {
        NavigationStack(path: $router.path) {
            OrdersList()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .order(let id): Text("Order \(id)")
                    }
                }
        }
    }
}

struct OrdersList: View {
    @EnvironmentObject private var router: Router
    var body: some View {
        Button("Order 1") { router.path.append(.order(1)) }
    }
}
