import Foundation

struct Product: Hashable, Identifiable {
    let id: String
    var name: String
    var price: Decimal
    var rating: Double
    var tags: [String]
}

struct Showcase: Hashable, Identifiable {
    let id: String
    var title: String
    var products: [Product]
}

@Observable
final class StorefrontModel {
    var showcases: [Showcase] = []
    var recentlyViewed: [Product] = []
    var cart: [Product] = []

    var bestRated: Product? {
        showcases.flatMap(\.products).max(by: { $0.rating < $1.rating })
    }

    func refresh() {
        let mixer = Product(id: "p1", name: "Stand mixer", price: 299, rating: 4.7, tags: ["kitchen"])
        let kettle = Product(id: "p2", name: "Kettle", price: 49, rating: 4.1, tags: ["kitchen", "sale"])
        showcases = [Showcase(id: "c1", title: "Kitchen", products: [mixer, kettle])]
    }
}
