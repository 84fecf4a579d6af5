import SwiftUI

@main
struct RecipeBrowserApp: App {
    @StateObject private var favorites = Favorites()

    var body: some Scene {
        WindowGroup {
            RecipeBrowser()
                .environmentObject(favorites)
        }
    }
}

struct RecipeBrowser: View {
    @EnvironmentObject private var favorites: Favorites
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Favorites") {
                    ForEach(favorites.recipes) { recipe in
                        NavigationLink(recipe.title, value: recipe)
                    }
                }
                Section("Continue") {
                    NavigationLink("Last opened", value: favorites.lastOpened)
                    NavigationLink("Its cuisine", value: favorites.lastOpened?.cuisine)
                    NavigationLink("First favorite's cuisine", value: favorites.recipes.first?.cuisine?.parent)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, path: $path)
            }
            .navigationDestination(for: Cuisine.self) { cuisine in
                Text(cuisine.name).font(.largeTitle)
            }
        }
    }
}

struct RecipeDetail: View {
    @EnvironmentObject private var favorites: Favorites
    let recipe: Recipe
    @Binding var path: NavigationPath

    var body: some View {
        VStack(spacing: 12) {
            Text(recipe.title).font(.title)
            if let cuisine = recipe.cuisine {
                NavigationLink(cuisine.name, value: cuisine)
            }
            Button("Show broader cuisine") { showBroader() }
            Button("Open original recipe") {
                path.append(favorites.original(of: recipe) ?? recipe)
            }
        }
        .onAppear { favorites.lastOpened = recipe }
    }

    private func showBroader() {
        guard let parent = recipe.cuisine?.parent else { return }
        path.append(parent)
    }
}
