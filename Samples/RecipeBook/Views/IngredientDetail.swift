import SwiftUI

struct IngredientDetail: View {
    let ingredient: Ingredient
    @Environment(DataModel.self) private var dataModel

    var body: some View {
        List {
            Section {
                LabeledContent("Quantity", value: ingredient.quantity)
                LabeledContent("Aisle", value: ingredient.aisle)
            }
            Section("Used In") {
                ForEach(recipesUsingIngredient) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
            }
        }
        .navigationTitle(ingredient.name)
    }

    private var recipesUsingIngredient: [Recipe] {
        dataModel.recipes(using: ingredient)
    }
}

#Preview {
    IngredientDetail(ingredient: Recipe.library[0].ingredients[0])
        .environment(DataModel())
}
