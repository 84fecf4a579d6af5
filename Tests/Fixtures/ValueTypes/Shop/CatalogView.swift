import SwiftUI

struct CatalogView: View {
    let page: ProductPage
    let shelf: Shelf<Product>
    @State private var recent: [Product] = []
    @State private var pageNumber = 1
    @State private var path = NavigationPath()
    @Environment(Cart.self) private var cart

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(page.items) { product in
                    NavigationLink(product.name, value: product)
                    if let category = product.category {
                        NavigationLink(category.title, value: category)
                    }
                    NavigationLink("Department", value: product.category?.department)  // deliberate: no Department destination
                }
                NavigationLink("Cheapest", value: page.cheapest)
                NavigationLink("First", value: page.first)
                ForEach(shelf.sections, id: \.title) { section in
                    Section(section.title) {
                        ForEach(section.entries) { NavigationLink($0.name, value: $0) }
                    }
                }
                Section("Recently viewed") {
                    NavigationLink("Newest", value: recent.last)
                    NavigationLink("Surprise me", value: recent.randomElement())
                    NavigationLink("Lowest price", value: recent.sorted(by: { $0.price < $1.price })[0])
                    NavigationLink("Highest price", value: recent.max(by: { $0.price < $1.price }))
                    NavigationLink("On sale", value: recent.filter { $0.price < 10 }.first)
                    NavigationLink("Mug", value: recent.first(where: { $0.name == "Mug" }))
                    NavigationLink("Last mug", value: recent.last { $0.name == "Mug" })
                    NavigationLink("Either", value: recent.isEmpty ? Product.placeholder : recent[0])
                    NavigationLink("Fallback", value: recent.first ?? .placeholder)
                }
                Section("Cart") {
                    NavigationLink("Saved", value: cart.savedForLater.first)
                    NavigationLink("Last added", value: cart.lastAdded)
                    NavigationLink("Coupon", value: cart.couponsByCode["WELCOME"])
                    ForEach(cart.lines.map(\.product)) { NavigationLink($0.name, value: $0) }
                    ForEach(cart.lines.compactMap { $0.product.category }) { category in
                        NavigationLink(category.title, value: category)
                    }
                    ForEach(Array(cart.couponsByCode.values)) { NavigationLink($0.name, value: $0) }
                    NavigationLink("Most expensive", value: cart.mostExpensiveLine()?.product)
                }
                NavigationLink("Placeholder", value: Product.placeholder)
                NavigationLink("Sample", value: Product.sample(named: "Mug"))
                NavigationLink("Today's pick", value: { recent.randomElement() ?? .placeholder }())
                NavigationLink("Next page", value: pageNumber + 1)
            }
            .navigationDestination(for: Product.self) { ProductDetail(product: $0) }
            .navigationDestination(for: Category.self) { Text($0.title) }
            .navigationDestination(for: Int.self) { Text("Page \($0)") }
        }
    }
}

struct ProductDetail: View {
    let product: Product
    @Environment(Cart.self) private var cart

    var body: some View {
        Form {
            ForEach(product.variants, id: \.sku) { variant in
                Text(variant.color)
            }
            if let variant = product.defaultVariant {
                NavigationLink("Default variant", value: variant)
            }
            NavigationLink("Any variant", value: product.defaultVariant ?? .init(sku: "", color: "none"))
            NavigationLink("Custom", value: Variant.init(sku: "custom", color: "none"))
            Button("Add") { cart.lastAdded = product }
        }
        .navigationDestination(for: Variant.self) { Text($0.sku) }
    }
}
