import Foundation

struct Product: Identifiable, Hashable {
    let id: String
    let name: String
    let price: Decimal
    let category: String
}

struct Order: Identifiable, Hashable {
    let id: String
    let placedAt: Date
    let productIDs: [String]
    let status: Status

    enum Status: String, Hashable {
        case processing, shipped, delivered
    }
}

@Observable
final class ShopModel {
    var products: [Product] = [
        Product(id: "mug", name: "Enamel mug", price: 18, category: "Kitchen"),
        Product(id: "tote", name: "Canvas tote", price: 24, category: "Bags"),
        Product(id: "lamp", name: "Desk lamp", price: 59, category: "Home"),
    ]
    var orders: [Order] = [
        Order(id: "A-100", placedAt: .now.addingTimeInterval(-86_400 * 3), productIDs: ["mug"], status: .delivered),
        Order(id: "A-101", placedAt: .now.addingTimeInterval(-3_600), productIDs: ["lamp", "tote"], status: .processing),
    ]

    var categories: [String] {
        Array(Set(products.map(\.category))).sorted()
    }

    func products(in category: String) -> [Product] {
        products.filter { $0.category == category }
    }
}
