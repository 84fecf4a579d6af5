import Foundation

struct Department: Hashable, Identifiable, Codable {
    let id: String
    var name: String
}

struct Category: Hashable, Identifiable, Codable {
    let id: String
    var title: String
    var department: Department?
}

struct Variant: Hashable, Codable {
    let sku: String
    var color: String
}

struct Product: Hashable, Identifiable, Codable {
    let id: Int
    var name: String
    var price: Decimal
    var category: Category?
    var variants: [Variant]

    static let placeholder = Product(id: 0, name: "", price: 0, category: nil, variants: [])

    static func sample(named name: String) -> Product {
        Product(id: name.hashValue, name: name, price: 9, category: nil, variants: [])
    }

    var defaultVariant: Variant? { variants.first }
}

struct Customer: Hashable, Identifiable {
    let id: UUID
    var name: String
}

struct OrderLine: Hashable, Identifiable {
    let id: Int
    var product: Product
    var quantity: Int
}

struct Order: Hashable, Identifiable {
    let id: String
    var customer: Customer
    var lines: [OrderLine]
    var placedAt: Date
    var status: Status

    enum Status: String, Hashable, CaseIterable {
        case placed, shipped, delivered
    }
}

/// One page of a paginated API response.
struct Page<Item> {
    var items: [Item]
    var nextCursor: String?

    var first: Item? { items.first }
}

typealias ProductPage = Page<Product>

extension Page where Item == Product {
    var cheapest: Product? { items.min(by: { $0.price < $1.price }) }
}

struct Shelf<Item: Hashable> {
    var sections: [ShelfSection<Item>]
}

struct ShelfSection<Item: Hashable> {
    var title: String
    var entries: [Item]
}
