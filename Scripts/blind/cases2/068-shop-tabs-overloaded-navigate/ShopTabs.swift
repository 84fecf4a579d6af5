import SwiftUI

@main
struct OutfitterApp: App {
    @State private var catalogRouter = Router()
    @State private var accountRouter = Router()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack(path: $catalogRouter.path) {
                    CatalogHome()
                        .navigationDestination(for: CatalogRoute.self) { route in
                            switch route {
                            case .category(let name): CategoryScreen(name: name)
                            case .product(let id): ProductScreen(productID: id)
                            }
                        }
                }
                .environment(catalogRouter)
                .tabItem { Label("Shop", systemImage: "bag") }

                NavigationStack(path: $accountRouter.path) {
                    AccountHome()
                        .navigationDestination(for: AccountRoute.self) { route in
                            switch route {
                            case .orders: Text("Your orders")
                            case .order(let id): Text("Order \(id)")
                            case .addresses: Text("Addresses")
                            }
                        }
                }
                .environment(accountRouter)
                .tabItem { Label("Account", systemImage: "person") }
            }
        }
    }
}
