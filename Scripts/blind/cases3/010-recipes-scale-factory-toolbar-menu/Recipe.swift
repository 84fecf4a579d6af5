import Foundation

struct Ingredient: Hashable, Identifiable {
    let id = UUID()
    var name: String
    var quantity: Double
    var unit: String
}

struct Recipe: Hashable, Identifiable {
    let id: String
    var title: String
    var servings: Int
    var ingredients: [Ingredient]

    static let pancakes = Recipe(id: "pancakes", title: "Buttermilk Pancakes", servings: 4, ingredients: [
        Ingredient(name: "Flour", quantity: 200, unit: "g"),
        Ingredient(name: "Buttermilk", quantity: 350, unit: "ml"),
        Ingredient(name: "Eggs", quantity: 2, unit: ""),
    ])
}

struct ScaledRecipe: Hashable {
    let recipe: Recipe
    let factor: Double

    var servings: Int { Int((Double(recipe.servings) * factor).rounded()) }

    static func make(from recipe: Recipe, servings: Int) -> ScaledRecipe {
        ScaledRecipe(recipe: recipe, factor: Double(servings) / Double(recipe.servings))
    }
}
