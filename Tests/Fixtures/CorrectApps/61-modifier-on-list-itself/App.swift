import SwiftUI

struct Recipe: Hashable, Identifiable { let id: Int }
struct Chef: Hashable, Identifiable { let id: Int }

struct ChefDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: Chef.self) { Text("Chef \($0.id)") }
    }
}

extension View {
    func recipeDestinations() -> some View {
        navigationDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
    }
}

@main
struct KitchenApp: App {
    var body: some Scene { WindowGroup { KitchenRoot() } }
}

struct KitchenRoot: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach([Recipe(id: 1)]) { NavigationLink("R", value: $0) }
                ForEach([Chef(id: 1)]) { NavigationLink("C", value: $0) }
            }
            .recipeDestinations()
            .modifier(ChefDestinations())
        }
    }
}
