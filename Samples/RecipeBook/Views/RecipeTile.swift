import SwiftUI

struct RecipeTile: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RecipePhoto(recipe: recipe)
                .frame(height: 150)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(recipe.name)
                .font(.headline)
            Text("\(recipe.minutes) min · serves \(recipe.servings)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .contentShape(Rectangle())
    }
}

struct RecipePhoto: View {
    let recipe: Recipe

    var body: some View {
        Image(recipe.imageName)
            .resizable()
            .scaledToFill()
            .frame(maxWidth: .infinity)
            .clipped()
            .accessibilityLabel(recipe.name)
    }
}

struct IngredientTile: View {
    let ingredient: Ingredient

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(ingredient.name)
                .font(.subheadline.weight(.semibold))
            Text(ingredient.quantity)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
    }
}

#Preview {
    RecipeTile(recipe: Recipe.library[0])
        .frame(width: 240)
        .padding()
}
