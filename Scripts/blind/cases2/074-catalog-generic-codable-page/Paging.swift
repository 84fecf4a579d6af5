import Foundation

struct Page<Item: Hashable & Codable>: Hashable, Codable {
    let number: Int
    let pageSize: Int
    let items: [Item]

    var hasNext: Bool { items.count == pageSize }
}

struct Product: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
    let price: Decimal
}

struct Brand: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
}

enum CatalogAPI {
    static let allProducts: [Product] = (1...45).map {
        Product(id: $0, name: "Product \($0)", price: Decimal($0) * 3)
    }

    static func productPage(_ number: Int, size: Int = 20) -> Page<Product> {
        let start = (number - 1) * size
        let slice = allProducts.dropFirst(start).prefix(size)
        return Page(number: number, pageSize: size, items: Array(slice))
    }

    static func brandPage(_ number: Int) -> Page<Brand> {
        Page(number: number, pageSize: 10, items: [Brand(id: 1, name: "Acme"), Brand(id: 2, name: "Initech")])
    }
}
