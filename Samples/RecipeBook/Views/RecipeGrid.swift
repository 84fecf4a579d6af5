import SwiftUI

struct RecipeGrid: View {
    var category: Category?
    @Environment(DataModel.self) private var dataModel
    @Environment(NavigationModel.self) private var navigationModel

    private let columns = [GridItem(.adaptive(minimum: 240), spacing: 16)]

    var body: some View {
        if let category {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(recipes) { recipe in
                        NavigationLink(value: recipe) {
                            RecipeTile(recipe: recipe)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle(category.displayName)
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Recipe of the Day", systemImage: "star") {
                        navigationModel.showRecipeOfTheDay(dataModel.recipeOfTheDay)
                    }
                }
            }
        } else {
            ContentUnavailableView(
                "Choose a Category",
                systemImage: "fork.knife",
                description: Text("Pick a category in the sidebar to browse its recipes.")
            )
        }
    }

    private var recipes: [Recipe] {
        guard let category else { return [] }
        return dataModel.recipes(in: category)
    }
}

#Preview {
    RecipeGrid(category: .desserts)
        .environment(DataModel())
        .environment(NavigationModel())
}
