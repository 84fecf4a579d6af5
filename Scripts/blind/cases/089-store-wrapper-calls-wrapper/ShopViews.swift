import SwiftUI

@main
struct ShopApp: App {
    @State private var router = ShopRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                ShopHome()
                    .navigationDestination(for: ShopRoute.self) { route in
                        switch route {
                        case .product(let id): ProductScreen(id: id)
                        case .cart: Text("Cart")
                        }
                    }
            }
            .environment(router)
        }
    }
}

struct ShopHome: View {
    @Environment(ShopRouter.self) private var router

    var body: some View {
        List {
            Button("Lamp") { router.openProduct(1) }
            Button("Cart") { router.push(.cart) }
            Button("Nordic brand") { router.openBrand(Brand(slug: "nordic")) }
        }
        .navigationTitle("Shop")
    }
}

struct ProductScreen: View {
    @Environment(ShopRouter.self) private var router
    let id: Int

    var body: some View {
        VStack {
            Text("Product \(id)")
            Button("More from this brand") { router.openBrand(Brand(slug: "brand-\(id)"), animated: false) }
        }
    }
}
