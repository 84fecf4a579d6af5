import Foundation

struct ProductCategory: Hashable, Identifiable {
    let id: String
    var title: String
}

struct Product: Hashable, Identifiable {
    let id: String
    var name: String
    var price: Decimal
    var addedOn: Date
    var categoryID: String
    var inStock: Bool
}

final class CatalogModel: ObservableObject {
    @Published var categories: [ProductCategory] = [
        ProductCategory(id: "kitchen", title: "Kitchen"),
        ProductCategory(id: "garden", title: "Garden"),
    ]
    @Published var products: [Product] = []

    func products(in category: ProductCategory) -> [Product] {
        products.filter { $0.categoryID == category.id }
    }

    func load() async {
        try? await Task.sleep(for: .milliseconds(200))
        products = [
            Product(id: "p1", name: "Stand mixer", price: 299, addedOn: .now, categoryID: "kitchen", inStock: true),
            Product(id: "p2", name: "Rake", price: 19, addedOn: .distantPast, categoryID: "garden", inStock: false),
        ]
    }
}
