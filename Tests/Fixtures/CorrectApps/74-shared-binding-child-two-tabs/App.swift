import SwiftUI

struct Recipe: Hashable, Codable { let id: Int }
struct Swatch: Hashable { let name: String }

@main
struct TwoStacksApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                RecipesTab().tabItem { Text("Recipes") }
                SwatchesTab().tabItem { Text("Swatches") }
            }
        }
    }
}

struct RecipesTab: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                SearchField(path: $path)
                Button("Recipe 1") { path.append(Recipe(id: 1)) }
            }
            .navigationDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
            .navigationDestination(for: String.self) { Text("Results for \($0)") }
        }
    }
}

struct SwatchesTab: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                SearchField(path: $path)
                Button("Mint") { path.append(Swatch(name: "mint")) }
            }
            .navigationDestination(for: Swatch.self) { Text($0.name) }
            .navigationDestination(for: String.self) { Text("Swatches named \($0)") }
        }
    }
}

/// A search box both tabs reuse: submitting pushes the query onto the tab's own path.
struct SearchField: View {
    @Binding var path: NavigationPath
    @State private var query = ""
    var body: some View {
        TextField("Search", text: $query)
            .onSubmit { path.append(query) }
    }
}
