import PaletteKit
import SwiftUI

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            List {
                Section("Colors") {
                    NavigationLink("Mint", value: Color.mint)
                    NavigationLink("Red", value: Color.red)
                    NavigationLink("Color of the Day", value: colorOfTheDay())
                }
                Section("Recipes") {
                    ForEach(Recipe.allCases) { recipe in
                        NavigationLink(recipe.description, value: recipe)
                    }
                }
            }
            .navigationTitle("Colors & Recipes")
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color, text: color.description)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

#Preview {
    ContentView()
}
