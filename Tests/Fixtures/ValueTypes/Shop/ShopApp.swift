import SwiftUI

@main
struct ShopApp: App {
    @State private var cart = Cart()

    var body: some Scene {
        WindowGroup {
            TabView {
                CatalogView(page: ProductPage(items: [], nextCursor: nil), shelf: Shelf(sections: []))
                    .tabItem { Label("Shop", systemImage: "bag") }
                OrdersView(orders: [])
                    .tabItem { Label("Orders", systemImage: "shippingbox") }
            }
            .environment(cart)
        }
    }
}

@Observable
final class Cart {
    var lines: [OrderLine] = []
    var savedForLater: Set<Product> = []
    var lastAdded: Product?
    var couponsByCode: [String: Product] = [:]

    func mostExpensiveLine() -> OrderLine? {
        lines.max(by: { $0.product.price < $1.product.price })
    }
}
