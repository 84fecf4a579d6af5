import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environmentObject(coordinator)
        }
    }
}

struct ShopRoot: View {
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            ProductGrid()
                .navigationDestination(for: Product.self) { product in
                    ProductDetail(product: product)
                }
        }
    }
}

struct ProductGrid: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let products = [Product(id: 1, name: "Lamp"), Product(id: 2, name: "Chair")]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(products) { product in
                    Button(product.name) { coordinator.show(product) }
                        .buttonStyle(.bordered)
                }
            }
        }
        .navigationTitle("Shop")
        .toolbar {
            Button("My orders") { coordinator.showLatestOrder() }
        }
    }
}

struct ProductDetail: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    let product: Product

    var body: some View {
        VStack {
            Text(product.name).font(.largeTitle)
            ForEach(coordinator.recentOrders.filter { $0.products.contains(product) }) { order in
                Button("Ordered in \(order.id)") { coordinator.showOrder(order) }
            }
        }
    }
}
