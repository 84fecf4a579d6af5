import SwiftUI

struct RecipeDetailView: View {
    var recipe: Recipe

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    Text(ingredient)
                }
            }
            if !recipe.pairings.isEmpty {
                Section("Pairs Well With") {
                    ForEach(recipe.pairings) { pairing in
                        NavigationLink(pairing.description, value: pairing)
                    }
                }
            }
        }
        .navigationTitle(recipe.description)
        .navigationDestination(for: Recipe.self) { pairing in
            RecipeDetailView(recipe: pairing)
        }
    }
}

#Preview {
    NavigationStack {
        RecipeDetailView(recipe: .chocolateCake)
    }
}
