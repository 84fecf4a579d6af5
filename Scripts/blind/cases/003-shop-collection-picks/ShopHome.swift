import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var catalog = CatalogModel()

    var body: some Scene {
        WindowGroup {
            ShopHomeView()
                .environmentObject(catalog)
                .task { await catalog.load() }
        }
    }
}

struct ShopHomeView: View {
    @EnvironmentObject private var catalog: CatalogModel
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(catalog.categories) { category in
                NavigationLink(category.title, value: category)
            }
            .navigationTitle("Shop")
            .navigationDestination(for: ProductCategory.self) { category in
                CategoryView(category: category)
            }
            .toolbar {
                Menu("Discover", systemImage: "sparkles") {
                    Button("Surprise me") { surpriseMe() }
                    Button("Cheapest item") { showCheapest() }
                    Button("Newest arrival") { showNewest() }
                }
            }
        }
    }

    private func surpriseMe() {
        guard !catalog.products.isEmpty else { return }
        path.append(catalog.products.randomElement()!)
    }

    private func showCheapest() {
        if let cheapest = catalog.products.min(by: { $0.price < $1.price }) {
            path.append(cheapest)
        }
    }

    private func showNewest() {
        let sorted = catalog.products.sorted(by: { $0.addedOn > $1.addedOn })
        guard !sorted.isEmpty else { return }
        path.append(sorted[0])
    }
}

struct CategoryView: View {
    @EnvironmentObject private var catalog: CatalogModel
    let category: ProductCategory

    var body: some View {
        List(catalog.products(in: category)) { product in
            HStack {
                Text(product.name)
                Spacer()
                Text(product.price, format: .currency(code: "EUR"))
            }
        }
        .navigationTitle(category.title)
    }
}
