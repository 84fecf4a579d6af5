import SwiftUI

struct Recipe: Hashable, Identifiable { let id: Int }

final class NavigationRouter: ObservableObject {
    @Published var path = NavigationPath()

    func navigate<T: Hashable>(to destination: T) {
        path.append(destination)
    }

    func show(_ value: some Hashable) {
        path.append(value)
    }
}

@main
struct GenericRouterApp: App {
    @StateObject private var router = NavigationRouter()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                VStack {
                    Button("Recipe") { router.navigate(to: Recipe(id: 1)) }
                    Button("Again") { router.show(Recipe(id: 2)) }
                }
                .navigationDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
            }
        }
    }
}
