import SwiftUI
struct Category: Hashable { let name: String }
struct CategoryList: View {
    var body: some View {
        List {
            NavigationLink("Desserts", value: Category(name: "Desserts"))
        }
        .navigationDestination(for: Category.self) { c in
            RecipeList(category: c)
        }
    }
}
