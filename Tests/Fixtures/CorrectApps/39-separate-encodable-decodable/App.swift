import SwiftUI

@main
struct RecipeApp: App {
    var body: some Scene { WindowGroup { RecipeRoot() } }
}

struct RecipeRoot: View {
    @State private var path = NavigationPath()
    @SceneStorage("recipes.path") private var saved: Data?
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Pho", value: Recipe(id: 1, name: "Pho"))
                .navigationDestination(for: Recipe.self) { Text($0.name) }
        }
        .onChange(of: path) { _, newValue in
            if let rep = newValue.codable {
                saved = try? JSONEncoder().encode(rep)
            }
        }
    }
}
