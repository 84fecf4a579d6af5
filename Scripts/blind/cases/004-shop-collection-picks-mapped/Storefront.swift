import SwiftUI

@main
struct StorefrontApp: App {
    @State private var model = StorefrontModel()

    var body: some Scene {
        WindowGroup {
            StorefrontView(model: model)
                .onAppear { model.refresh() }
        }
    }
}

struct StorefrontView: View {
    let model: StorefrontModel
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Showcases") {
                    ForEach(model.showcases) { showcase in
                        NavigationLink(showcase.title, value: showcase)
                    }
                }
                Section("Picks") {
                    if let onSale = model.showcases.flatMap(\.products).filter({ $0.tags.contains("sale") }).first {
                        NavigationLink("On sale: \(onSale.name)", value: onSale)
                    }
                    NavigationLink("Best rated", value: model.bestRated)
                    NavigationLink("Last viewed", value: model.recentlyViewed.last)
                }
                Section("Recently viewed") {
                    ForEach(model.recentlyViewed.prefix(3), id: \.id) { product in
                        NavigationLink(product.name, value: product)
                    }
                }
            }
            .navigationTitle("Store")
            .navigationDestination(for: Showcase.self) { showcase in
                List(showcase.products) { product in
                    NavigationLink(product.name, value: product)
                }
                .navigationTitle(showcase.title)
            }
            .navigationDestination(for: Product.self) { product in
                ProductPage(product: product, model: model)
            }
            .toolbar {
                Button("Cart", systemImage: "cart") {
                    if let first = model.cart.first {
                        path.append(first)
                    }
                }
            }
        }
    }
}

struct ProductPage: View {
    let product: Product
    let model: StorefrontModel

    var body: some View {
        VStack(spacing: 12) {
            Text(product.name).font(.title)
            Text(product.price, format: .currency(code: "USD"))
            Button("Add to cart") { model.cart.append(product) }
        }
        .onAppear { model.recentlyViewed.append(product) }
    }
}
