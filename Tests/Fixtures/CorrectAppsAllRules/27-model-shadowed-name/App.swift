import SwiftUI
final class Item: ObservableObject { @Published var title = "x" }
enum Catalog {
    struct Item: Hashable { let sku: String }
}
@main
struct ShopApp: App {
    @StateObject private var cart = Item()
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NavigationLink("SKU", value: Catalog.Item(sku: "A1"))
                    .navigationDestination(for: Catalog.Item.self) { Text($0.sku) }
            }
        }
    }
}
