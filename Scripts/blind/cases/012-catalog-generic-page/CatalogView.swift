import SwiftUI

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CatalogPageView(page: ProductPage(number: 1, items: [], hasMore: true))
                    .navigationDestination(for: Page<Product>.self) { page in
                        CatalogPageView(page: page)
                    }
                    .navigationDestination(for: Brand.self) { brand in
                        Text(brand.name).font(.largeTitle)
                    }
            }
        }
    }
}

struct CatalogPageView: View {
    let page: ProductPage

    var body: some View {
        List {
            if let featured = page.featured {
                Section("Featured") {
                    NavigationLink(featured.title, value: featured)
                }
            }
            Section("Page \(page.number)") {
                ForEach(page.items) { product in
                    NavigationLink(value: product) {
                        VStack(alignment: .leading) {
                            Text(product.title)
                            Text(product.brand.name).font(.caption)
                        }
                    }
                }
            }
            Section("Brands on this page") {
                ForEach(page.brands) { brand in
                    NavigationLink(brand.name, value: brand)
                }
            }
            if let next = page.next {
                NavigationLink("Next page", value: next)
            }
        }
        .navigationTitle("Catalog")
    }
}
