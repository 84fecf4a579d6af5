import SwiftUI

enum Category: String, Hashable, CaseIterable, Identifiable {
    case fruit, veg
    var id: Self { self }
}
struct Food: Hashable, Identifiable { let id: String; let category: Category }

@main
struct GroceryApp: App {
    var body: some Scene { WindowGroup { GrocerySplit() } }
}

struct GrocerySplit: View {
    @State private var category: Category?
    @State private var path: [Food] = []
    var body: some View {
        NavigationSplitView {
            List(Category.allCases, selection: $category) { c in
                NavigationLink(c.rawValue, value: c)
            }
        } detail: {
            NavigationStack(path: $path) {
                FoodGrid(category: category)
            }
        }
    }
}
