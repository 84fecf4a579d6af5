import SwiftUI

enum DeepRoute: Hashable {
    case product(id: Int)
    case cart
}

@main
struct StoreApp: App {
    var body: some Scene { WindowGroup { StoreRoot() } }
}

struct StoreRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            StoreHome()
                .navigationDestination(for: DeepRoute.self) { route in
                    switch route {
                    case .product(let id): Text("Product \(id)")
                    case .cart: Text("Cart")
                    }
                }
        }
        .onOpenURL { url in
            path = NavigationPath()
            if url.host == "cart" {
                path.append(DeepRoute.cart)
            } else if let id = Int(url.lastPathComponent) {
                path.append(DeepRoute.product(id: id))
            }
        }
    }
}

struct StoreHome: View {
    var body: some View {
        NavigationLink("Cart", value: DeepRoute.cart)
    }
}
