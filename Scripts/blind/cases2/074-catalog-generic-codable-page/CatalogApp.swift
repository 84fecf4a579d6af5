import SwiftUI

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogRoot()
        }
    }
}

struct CatalogRoot: View {
    @State private var path = NavigationPath()
    @SceneStorage("catalog.path") private var storedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("All products", value: CatalogAPI.productPage(1))
                NavigationLink("Brands", value: CatalogAPI.brandPage(1))
            }
            .navigationTitle("Catalog")
            .navigationDestination(for: Page<Product>.self) { page in
                ProductPageView(page: page)
            }
            .navigationDestination(for: Page<Brand>.self) { page in
                List(page.items) { brand in
                    Text(brand.name)
                }
                .navigationTitle("Brands")
            }
            .navigationDestination(for: Product.self) { product in
                Text(product.name)
            }
        }
        .onAppear {
            if let storedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: storedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            storedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct ProductPageView: View {
    let page: Page<Product>

    var body: some View {
        List {
            ForEach(page.items) { product in
                NavigationLink(product.name, value: product)
            }
            if page.hasNext {
                NavigationLink("Next page", value: CatalogAPI.productPage(page.number + 1))
            }
        }
        .navigationTitle("Page \(page.number)")
    }
}
