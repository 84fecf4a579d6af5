import SwiftUI

struct Recipe: Hashable, Identifiable { let id: Int }

struct RecipeDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
    }
}

extension View {
    func recipeDestinations() -> some View {
        modifier(RecipeDestinations())
    }
}

@main
struct ExtApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List([Recipe(id: 1)]) { NavigationLink("Recipe", value: $0) }
                    .recipeDestinations()
            }
        }
    }
}
