import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    var related: Recipe? { nil }
}

@main
struct CookApp: App {
    var body: some Scene { WindowGroup { Kitchen() } }
}

struct Kitchen: View {
    let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Bread")]
    @State private var lastViewed: Recipe?

    var featured: Recipe { recipes[0] }

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Featured", value: featured)
                NavigationLink("Continue", value: lastViewed)
                NavigationLink(value: recipes.first) { Text("First") }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeView(recipe: recipe)
            }
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    var body: some View {
        VStack {
            Text(recipe.name)
            if let related = recipe.related {
                NavigationLink("Related", value: related)
            }
            NavigationLink("Also", value: recipe.related)
        }
    }
}
