import SwiftUI

@main
struct ScalerApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    NavigationLink(Recipe.pancakes.title, value: Recipe.pancakes)
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { recipe in
                    RecipeDetail(recipe: recipe)
                }
                .navigationDestination(for: Ingredient.self) { ingredient in
                    Text(ingredient.name)
                }
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    private let servingOptions = [2, 6, 8, 12]

    var body: some View {
        List {
            Section("Serves \(recipe.servings)") {
                ForEach(recipe.ingredients) { ingredient in
                    NavigationLink(value: ingredient) {
                        LabeledContent(ingredient.name, value: "\(ingredient.quantity.formatted()) \(ingredient.unit)")
                    }
                }
            }
        }
        .navigationTitle(recipe.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu("Scale", systemImage: "arrow.up.left.and.arrow.down.right") {
                    ForEach(servingOptions, id: \.self) { servings in
                        NavigationLink("\(servings) servings",
                                       value: ScaledRecipe.make(from: recipe, servings: servings))
                    }
                }
            }
        }
    }
}
