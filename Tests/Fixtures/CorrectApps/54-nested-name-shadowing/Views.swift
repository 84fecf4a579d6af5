import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Shop.ItemList()
                    .navigationDestination(for: Shop.Item.self) { item in
                        Text("\(item.price)")
                    }
            }
        }
    }
}

extension Shop {
    struct ItemList: View {
        let items: [Item] = [Item(id: 1, price: 2.5)]
        var body: some View {
            List(items) { item in
                NavigationLink("Item \(item.id)", value: item)
            }
        }
    }
}
