import Foundation

struct Page<Item: Hashable>: Hashable {
    var number: Int
    var items: [Item]
}

extension Page: Codable where Item: Codable {}

struct Product: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
}

struct Filter: Hashable {
    var text: String
}

extension Filter: Encodable {}
extension Filter: Decodable {}

typealias ProductPage = Page<Product>
