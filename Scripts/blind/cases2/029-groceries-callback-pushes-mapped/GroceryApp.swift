import SwiftUI

@main
struct GroceryApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                ShoppingListView()
                    .navigationDestination(for: Aisle.self) { aisle in
                        AisleView(aisle: aisle)
                    }
                    .navigationDestination(for: GroceryItem.self) { item in
                        Text(item.name).navigationTitle(item.name)
                    }
            }
            .environment(router)
        }
    }
}

@Observable
final class Router {
    var path = NavigationPath()
}

struct Aisle: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct GroceryItem: Hashable, Identifiable {
    let id = UUID()
    var name: String
    var aisle: Aisle
    var isChecked = false
}
