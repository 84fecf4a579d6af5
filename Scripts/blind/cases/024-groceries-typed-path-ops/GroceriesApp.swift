import SwiftUI

@main
struct GroceriesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ListsTab()
                    .tabItem { Label("Lists", systemImage: "checklist") }
                StoresTab()
                    .tabItem { Label("Stores", systemImage: "storefront") }
            }
        }
    }
}

struct ListsTab: View {
    @State private var path: [ShoppingRoute] = []
    @State private var lists: [GroceryList] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(lists) { list in
                Button(list.name) { path.append(.list(list)) }
            }
            .navigationDestination(for: ShoppingRoute.self) { route in
                switch route {
                case .list(let list): Text(list.name)
                case .item(let item): Text(item.name)
                case .aisle(let number): Text("Aisle \(number)")
                }
            }
        }
    }
}

struct StoresTab: View {
    @State private var path: [ShoppingRoute] = []
    @State private var stores: [Store] = []
    @State private var current: GroceryList?

    var body: some View {
        NavigationStack(path: $path) {
            List(stores) { store in
                Button(store.name) { walk(current) }
            }
            .navigationTitle("Stores")
            .navigationDestination(for: GroceryItem.self) { item in
                Text(item.name)
            }
        }
    }

    private func walk(_ list: GroceryList?) {
        guard let list, let first = list.items.first else { return }
        path += [.aisle(first.aisle)]
        path.insert(.list(list), at: 0)
        if list.items.count == 1 {
            path = [
                .list(list),
                .item(first),
            ]
        }
    }
}
