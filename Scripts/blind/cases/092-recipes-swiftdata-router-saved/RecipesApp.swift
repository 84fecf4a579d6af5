import SwiftUI
import SwiftData

@main
struct RecipesApp: App {
    @State private var router = RecipeRouter()
    @AppStorage("recipes.path") private var pathData: Data?

    var body: some Scene {
        WindowGroup {
            CookbooksView()
                .environment(router)
                .onAppear { router.restore(from: pathData) }
                .onChange(of: router.path) { pathData = router.data }
        }
        .modelContainer(for: [Recipe.self, Cookbook.self])
    }
}

struct CookbooksView: View {
    @Environment(RecipeRouter.self) private var router
    @Query(sort: \Cookbook.title) private var cookbooks: [Cookbook]

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(cookbooks) { cookbook in
                Button(cookbook.title) { router.show(cookbook) }
            }
            .navigationTitle("Cookbooks")
            .navigationDestination(for: Cookbook.self) { cookbook in
                List(cookbook.recipes) { recipe in
                    Button(recipe.name) { router.show(recipe) }
                }
                .navigationTitle(cookbook.title)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                Text("\(recipe.name) – serves \(recipe.servings)")
            }
        }
    }
}
