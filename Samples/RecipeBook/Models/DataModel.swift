import Foundation
import Observation

@Observable
final class DataModel {
    private(set) var recipes: [Recipe]

    init(recipes: [Recipe] = Recipe.library) {
        self.recipes = recipes
    }

    func recipes(in category: Category) -> [Recipe] {
        recipes
            .filter { $0.category == category }
            .sorted { $0.name < $1.name }
    }

    func recipe(withID id: Recipe.ID) -> Recipe? {
        recipes.first { $0.id == id }
    }

    func relatedRecipes(for recipe: Recipe) -> [Recipe] {
        recipe.relatedRecipeIDs.compactMap { self.recipe(withID: $0) }
    }

    func recipes(using ingredient: Ingredient) -> [Recipe] {
        recipes.filter { recipe in
            recipe.ingredients.contains { $0.name == ingredient.name }
        }
    }

    var recipeOfTheDay: Recipe {
        let day = Calendar.current.ordinality(of: .day, in: .year, for: .now) ?? 0
        return recipes[day % recipes.count]
    }
}

extension Recipe {
    static let library: [Recipe] = [
        Recipe(
            id: "apple-pie", name: "Apple Pie", category: .desserts,
            summary: "A double-crust pie with cinnamon-spiced Granny Smith apples.",
            minutes: 90, servings: 8, imageName: "ApplePie",
            ingredients: [
                Ingredient(name: "Granny Smith apples", quantity: "6", aisle: "Produce"),
                Ingredient(name: "Brown sugar", quantity: "½ cup", aisle: "Baking"),
                Ingredient(name: "Cinnamon", quantity: "1 tsp", aisle: "Spices"),
                Ingredient(name: "Butter", quantity: "2 tbsp", aisle: "Dairy"),
            ],
            steps: ["Roll out the crust.", "Toss the apples with sugar and spice.", "Bake at 200 °C for 50 minutes."],
            relatedRecipeIDs: ["pie-crust", "whipped-cream"]
        ),
        Recipe(
            id: "pie-crust", name: "Pie Crust", category: .desserts,
            summary: "Flaky all-butter pastry for sweet and savory pies.",
            minutes: 20, servings: 8, imageName: "PieCrust",
            ingredients: [
                Ingredient(name: "Flour", quantity: "2½ cups", aisle: "Baking"),
                Ingredient(name: "Butter", quantity: "1 cup", aisle: "Dairy"),
            ],
            steps: ["Cut the butter into the flour.", "Add ice water until it holds.", "Chill for an hour."]
        ),
        Recipe(
            id: "whipped-cream", name: "Whipped Cream", category: .desserts,
            summary: "Softly whipped vanilla cream.",
            minutes: 5, servings: 6, imageName: "WhippedCream",
            ingredients: [
                Ingredient(name: "Heavy cream", quantity: "1 cup", aisle: "Dairy"),
                Ingredient(name: "Vanilla extract", quantity: "1 tsp", aisle: "Baking"),
            ],
            steps: ["Whisk the cream to soft peaks.", "Fold in the vanilla."],
            relatedRecipeIDs: ["apple-pie"]
        ),
        Recipe(
            id: "buttermilk-pancakes", name: "Buttermilk Pancakes", category: .breakfast,
            summary: "Tall, fluffy pancakes for a slow Sunday.",
            minutes: 25, servings: 4, imageName: "Pancakes",
            ingredients: [
                Ingredient(name: "Flour", quantity: "2 cups", aisle: "Baking"),
                Ingredient(name: "Buttermilk", quantity: "2 cups", aisle: "Dairy"),
                Ingredient(name: "Butter", quantity: "3 tbsp", aisle: "Dairy"),
            ],
            steps: ["Whisk the dry ingredients.", "Stir in the buttermilk.", "Cook on a hot griddle."],
            relatedRecipeIDs: ["whipped-cream"]
        ),
        Recipe(
            id: "shakshuka", name: "Shakshuka", category: .mains,
            summary: "Eggs poached in a smoky tomato and pepper sauce.",
            minutes: 35, servings: 2, imageName: "Shakshuka",
            ingredients: [
                Ingredient(name: "Eggs", quantity: "4", aisle: "Dairy"),
                Ingredient(name: "Crushed tomatoes", quantity: "1 can", aisle: "Canned goods"),
                Ingredient(name: "Smoked paprika", quantity: "1 tsp", aisle: "Spices"),
            ],
            steps: ["Simmer the sauce.", "Make wells and crack in the eggs.", "Cover until the whites set."]
        ),
        Recipe(
            id: "mint-lemonade", name: "Mint Lemonade", category: .drinks,
            summary: "Tart lemonade blended with fresh mint.",
            minutes: 10, servings: 4, imageName: "MintLemonade",
            ingredients: [
                Ingredient(name: "Lemons", quantity: "4", aisle: "Produce"),
                Ingredient(name: "Fresh mint", quantity: "1 bunch", aisle: "Produce"),
            ],
            steps: ["Juice the lemons.", "Blend with mint, sugar and ice."]
        ),
    ]
}
