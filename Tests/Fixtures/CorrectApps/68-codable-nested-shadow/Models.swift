import Foundation

enum Shop {
    enum Route: Hashable {
        case cart
        case product(NonCodableThing)
    }
}

final class NonCodableThing: Hashable {
    static func == (a: NonCodableThing, b: NonCodableThing) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

enum Blog {
    enum Route: Hashable, Codable {
        case post(id: Int)
        case author(String)
    }
}
