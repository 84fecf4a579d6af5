import SwiftUI

struct Ingredient: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct IngredientPicker: View {
    let ingredients: [Ingredient]
    var onSelect: (Ingredient) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(ingredients) { ingredient in
                    Button(ingredient.name) { onSelect(ingredient) }
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}

struct SeasonalBanner: View {
    let featured: Ingredient
    let open: (Ingredient) -> Void

    var body: some View {
        Button("In season: \(featured.name)") { open(featured) }
            .font(.headline)
    }
}
