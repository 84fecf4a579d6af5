import SwiftUI

struct Recipe: Hashable, Codable { let id: Int }

@main
struct ColorsApp: App {
    var body: some Scene { WindowGroup { Root() } }
}

struct Root: View {
    @State private var path = NavigationPath()
    @SceneStorage("path") private var saved: Data?
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Recipe", value: Recipe(id: 1))
                NavigationLink("Mint", value: Color.mint)
            }
            .navigationDestination(for: Recipe.self) { Text("\($0.id)") }
            .navigationDestination(for: Color.self) { $0 }
        }
        .onChange(of: path) { _, newPath in
            guard let representation = newPath.codable else { return }
            saved = try? JSONEncoder().encode(representation)
        }
    }
}
