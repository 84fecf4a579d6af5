import SwiftUI

@main
struct KitchenApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                KitchenHome()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .recipe(let id): RecipeView(id: id)
                        case .category(let name): Text(name)
                        }
                    }
            }
            .environment(\.router, router)
        }
    }
}

struct KitchenHome: View {
    @Environment(\.router) private var router

    var body: some View {
        List {
            Button("Soups") { router.push(.category("Soups")) }
            Button("Ramen") { router.push(.recipe(id: 3)) }
            Button("Meet the chef") { router.show(chef: Chef(name: "Ana")) }
        }
        .navigationTitle("Kitchen")
    }
}

struct RecipeView: View {
    @Environment(\.router) private var router
    let id: Int

    var body: some View {
        VStack {
            Text("Recipe \(id)")
            Button("Chef") { router.show(chef: Chef(name: "Chef #\(id)")) }
        }
    }
}
