import SwiftUI

struct Recipe: Hashable, Identifiable { let id: Int; let name: String }

@main
struct RefApp: App {
    var body: some Scene { WindowGroup { RefRoot() } }
}

struct RefRoot: View {
    let recipes = [Recipe(id: 1, name: "Tea")]
    var body: some View {
        NavigationStack {
            List(recipes) { NavigationLink($0.name, value: $0) }
                .navigationDestination(for: Recipe.self, destination: RecipeDetail.init)
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}
