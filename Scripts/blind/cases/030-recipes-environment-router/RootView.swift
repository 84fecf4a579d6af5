import SwiftUI

@main
struct RecipesApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}

struct RootView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            HomeView()
                .navigationDestination(for: AppRoute.self) { route in
                    switch route {
                    case .recipe(let id): RecipeScreen(id: id)
                    case .collection(let name): Text(name).font(.largeTitle)
                    }
                }
        }
    }
}
