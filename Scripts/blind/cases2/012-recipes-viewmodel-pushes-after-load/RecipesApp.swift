import SwiftUI

@main
struct RecipesApp: App {
    @StateObject private var viewModel = RecipeListViewModel()

    var body: some Scene {
        WindowGroup {
            RecipeListView(viewModel: viewModel)
        }
    }
}

struct RecipeListView: View {
    @ObservedObject var viewModel: RecipeListViewModel

    var body: some View {
        NavigationStack(path: $viewModel.path) {
            List(viewModel.recipes) { recipe in
                Button {
                    viewModel.open(recipe)
                } label: {
                    LabeledContent(recipe.title, value: "\(recipe.minutes) min")
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe) { name in
                    Task { await viewModel.openIngredient(named: name) }
                }
            }
            .task { await viewModel.load() }
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe
    let onIngredientTap: (String) -> Void

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(recipe.ingredientNames, id: \.self) { name in
                    Button(name) { onIngredientTap(name) }
                }
            }
        }
        .navigationTitle(recipe.title)
    }
}
