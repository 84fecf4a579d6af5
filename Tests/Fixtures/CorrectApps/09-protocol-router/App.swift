import SwiftUI

@main
struct RecipesApp: App {
    @StateObject private var router = AppRouter()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                HomeScreen(router: router)
                    .navigationDestination(for: Destination.self) { destination in
                        switch destination {
                        case .detail(let id): Text("Item \(id)")
                        case .search(let q): Text("Search \(q)")
                        }
                    }
            }
        }
    }
}

struct HomeScreen: View {
    let router: any Routing
    var body: some View {
        VStack {
            Button("Open 1") { router.navigate(to: .detail(id: 1)) }
            Button("Search") { router.navigate(to: .search(query: "pasta")) }
        }
    }
}
