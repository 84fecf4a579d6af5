import SwiftUI

struct Recipe: Hashable, Identifiable { let id: Int; let name: String }
struct Category: Identifiable { let id: String; var recipes: [Recipe] }

final class CatalogViewModel: ObservableObject {
    @Published var categories: [Category] = []
    @Published private(set) var favorites: Set<Recipe> = []
}

@main
struct CatalogApp: App {
    var body: some Scene { WindowGroup { CatalogRoot() } }
}

struct CatalogRoot: View {
    @StateObject private var viewModel = CatalogViewModel()
    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.categories) { category in
                    Section(category.id) {
                        ForEach(category.recipes) { recipe in
                            NavigationLink(recipe.name, value: recipe)
                        }
                    }
                }
                Section("Favorites") {
                    ForEach(Array(viewModel.favorites)) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                }
            }
            .navigationDestination(for: Recipe.self) { Text($0.name) }
        }
    }
}
