import SwiftUI

struct ShopTab: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(1..<10) { id in
                Button("Product \(id)") { router.showProduct(id) }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .product(let id): Text("Product \(id)")
                case .category(let name): Text(name)
                }
            }
        }
    }
}

struct AccountTab: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Button("Orders") { router.showOrders() }
                Button("Addresses") { router.showAddresses() }
            }
            .navigationTitle("Account")
            .navigationDestination(for: AccountRoute.self) { route in
                switch route {
                case .orders: OrdersScreen()
                case .addresses: Text("Addresses")
                }
            }
        }
    }
}

struct OrdersScreen: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            Button("Reorder lamp") { router.showProduct(1) }
        }
        .navigationTitle("Orders")
        .navigationDestination(for: ShopRoute.self) { route in
            Text(String(describing: route))
        }
    }
}
