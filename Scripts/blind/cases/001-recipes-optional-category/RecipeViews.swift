import SwiftUI

@main
struct CookbookApp: App {
    @State private var store = RecipeStore()

    var body: some Scene {
        WindowGroup {
            RecipeListView()
                .environment(store)
        }
    }
}

struct RecipeListView: View {
    @Environment(RecipeStore.self) private var store

    var body: some View {
        NavigationStack {
            List {
                Section("All recipes") {
                    ForEach(store.recipes) { recipe in
                        NavigationLink(value: recipe) {
                            Label(recipe.title, systemImage: recipe.category?.symbol ?? "fork.knife")
                        }
                    }
                }
                if let quick = store.quickest {
                    Section("Short on time?") {
                        NavigationLink(quick.title, value: quick)
                    }
                }
            }
            .navigationTitle("Cookbook")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe

    var body: some View {
        Form {
            Section("Details") {
                LabeledContent("Time", value: "\(recipe.minutes) min")
                if let category = recipe.category {
                    NavigationLink(value: category) {
                        Label(category.name, systemImage: category.symbol)
                    }
                }
            }
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { Text($0) }
            }
            Section {
                NavigationLink("More like this", value: recipe.category ?? .desserts)
            }
        }
        .navigationTitle(recipe.title)
    }
}
