import SwiftUI
struct Recipe: Hashable { let name: String }
@main
struct CookApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RecipeList()
                    .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
            }
        }
    }
}
struct RecipeList: View {
    var body: some View {
        List { NavigationLink("Pie", value: Recipe(name: "Pie")) }
    }
}
struct RecipeDetail: View {
    let recipe: Recipe
    @State private var showsRelated = false
    var body: some View {
        Button("Related") { showsRelated = true }
            .sheet(isPresented: $showsRelated) {
                NavigationStack {
                    List { NavigationLink("Tart", value: Recipe(name: "Tart")) }
                        .navigationDestination(for: Recipe.self) { Text($0.name) }
                }
            }
    }
}
