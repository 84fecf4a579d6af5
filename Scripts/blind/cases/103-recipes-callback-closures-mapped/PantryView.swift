import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup { PantryView() }
    }
}

struct PantryView: View {
    @State private var path = NavigationPath()
    private let ingredients = [Ingredient(id: 1, name: "Leek"), Ingredient(id: 2, name: "Kale")]

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                SeasonalBanner(featured: ingredients[0]) { ingredient in
                    path.append(ingredient)
                }
                IngredientPicker(ingredients: ingredients, onSelect: { path.append($0) })
                Spacer()
            }
            .padding()
            .navigationTitle("Pantry")
            .navigationDestination(for: Ingredient.self) { ingredient in
                Text(ingredient.name).font(.largeTitle)
            }
        }
    }
}
