import SwiftUI
struct Recipe: Hashable { let title: String }
struct RecipeList: View {
    let category: Category
    @State private var showsFilter = false
    var body: some View {
        List {
            NavigationLink("Pie", value: Recipe(title: "Pie"))
        }
        .navigationDestination(for: Recipe.self) { Text($0.title) }
        .navigationDestination(isPresented: $showsFilter) { Text("Filter") }
        .navigationTitle(category.name)
    }
}
