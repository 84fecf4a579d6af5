import Foundation

struct Page<Item: Hashable>: Hashable {
    var number: Int
    var items: [Item]
    var hasMore: Bool

    var next: Page<Item>? {
        hasMore ? Page(number: number + 1, items: [], hasMore: false) : nil
    }
}

struct Product: Hashable, Identifiable {
    let id: Int
    var title: String
    var brand: Brand
}

struct Brand: Hashable, Identifiable {
    let id: Int
    var name: String
}

typealias ProductPage = Page<Product>

extension Page where Item == Product {
    var featured: Product? {
        items.first(where: { $0.title.contains("Pro") })
    }

    var brands: [Brand] {
        items.map(\.brand)
    }
}
