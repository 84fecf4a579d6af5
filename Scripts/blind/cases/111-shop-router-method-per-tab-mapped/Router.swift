import SwiftUI

enum ShopRoute: Hashable {
    case product(id: Int)
    case category(String)
}

enum AccountRoute: Hashable {
    case orders
    case addresses
}

@Observable
final class Router {
    var path = NavigationPath()

    func showOrders() {
        path.append(AccountRoute.orders)
    }

    func showAddresses() {
        path.append(AccountRoute.addresses)
    }

    func showProduct(_ id: Int) {
        path.append(ShopRoute.product(id: id))
    }
}

@main
struct ShopApp: App {
    @State private var shopRouter = Router()
    @State private var accountRouter = Router()

    var body: some Scene {
        WindowGroup {
            TabView {
                ShopTab().environment(shopRouter)
                    .tabItem { Label("Shop", systemImage: "bag") }
                AccountTab().environment(accountRouter)
                    .tabItem { Label("Account", systemImage: "person") }
            }
        }
    }
}
