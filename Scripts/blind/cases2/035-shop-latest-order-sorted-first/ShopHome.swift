import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            ShopHome()
        }
    }
}

struct ShopHome: View {
    @State private var model = ShopModel()
    @State private var anyPath = NavigationPath()

    var body: some View {
        NavigationStack(path: $anyPath) {
            List {
                Section {
                    Button("Track my latest order") {
                        if let latest = model.orders.sorted(by: { $0.placedAt > $1.placedAt }).first {
                            anyPath.append(latest)
                        }
                    }
                }
                ForEach(model.categories, id: \.self) { category in
                    Section(category) {
                        ForEach(model.products(in: category)) { product in
                            NavigationLink(value: product) {
                                LabeledContent(product.name) {
                                    Text(product.price, format: .currency(code: "USD"))
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Product.self) { product in
                ProductPage(product: product)
            }
        }
    }
}

struct ProductPage: View {
    let product: Product

    var body: some View {
        VStack(spacing: 16) {
            Text(product.name).font(.largeTitle)
            Text(product.price, format: .currency(code: "USD"))
            Button("Add to cart") {}
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(product.name)
    }
}
