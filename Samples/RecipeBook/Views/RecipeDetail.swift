import SwiftUI

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(DataModel.self) private var dataModel

    private let ingredientColumns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                RecipePhoto(recipe: recipe)
                    .frame(height: 280)
                    .clipShape(RoundedRectangle(cornerRadius: 16))

                Text(recipe.summary)
                HStack(spacing: 20) {
                    Label("\(recipe.minutes) min", systemImage: "clock")
                    Label("Serves \(recipe.servings)", systemImage: "person.2")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Text("Ingredients")
                    .font(.title2.bold())
                LazyVGrid(columns: ingredientColumns, alignment: .leading, spacing: 12) {
                    ForEach(recipe.ingredients) { ingredient in
                        NavigationLink(value: ingredient) {
                            IngredientTile(ingredient: ingredient)
                        }
                        .buttonStyle(.plain)
                        .navigationDestination(for: Ingredient.self) { ingredient in
                            IngredientDetail(ingredient: ingredient)
                        }
                    }
                }

                Text("Method")
                    .font(.title2.bold())
                ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                    Label(step, systemImage: "\(index + 1).circle")
                }

                if !relatedRecipes.isEmpty {
                    Text("Related Recipes")
                        .font(.title2.bold())
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 16) {
                            ForEach(relatedRecipes) { related in
                                NavigationLink(value: related) {
                                    RecipeTile(recipe: related)
                                        .frame(width: 220)
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
    }

    private var relatedRecipes: [Recipe] {
        dataModel.relatedRecipes(for: recipe)
    }
}

#Preview {
    NavigationStack {
        RecipeDetail(recipe: Recipe.library[0])
    }
    .environment(DataModel())
}
