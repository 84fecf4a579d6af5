import SwiftUI

struct Recipe: Hashable, Codable, Identifiable { let id: Int }

@main
struct TwoTabsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SavedTab().tabItem { Text("Recipes") }
                PaletteTab().tabItem { Text("Colors") }
            }
        }
    }
}

struct SavedTab: View {
    @State private var path = NavigationPath()
    @SceneStorage("saved.path") private var data: Data?
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Recipe 1", value: Recipe(id: 1))
                .navigationDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
        }
        .onChange(of: path) { _, p in
            data = p.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct PaletteTab: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Mint", value: Color.mint)
                Button("Pink") { path.append(Color.pink) }
            }
            .navigationDestination(for: Color.self) { $0.frame(width: 100, height: 100) }
        }
    }
}
