import SwiftUI

struct Recipe: Hashable, Codable { let id: Int }

@main
struct PaletteApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                RecipesTab().tabItem { Text("Recipes") }
                PaletteTab().tabItem { Text("Palette") }
            }
        }
    }
}

/// Saves and restores its own path; pushes only Codable values.
struct RecipesTab: View {
    @State private var path = NavigationPath()
    @SceneStorage("recipes.path") private var saved: Data?
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Recipe 1", value: Recipe(id: 1))
                PopToRootButton(path: $path)
            }
            .navigationDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
        }
        .onChange(of: path) {
            saved = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

/// Never saved: Apple's Color example, which is fine when the path is not persisted.
struct PaletteTab: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Mint", value: Color.mint)
                PopToRootButton(path: $path)
            }
            .navigationDestination(for: Color.self) { $0.frame(width: 80, height: 80) }
        }
    }
}

struct PopToRootButton: View {
    @Binding var path: NavigationPath
    var body: some View {
        Button("Back to top") { path = NavigationPath() }
    }
}
