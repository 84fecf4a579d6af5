import Foundation

struct Recipe: Hashable, Identifiable {
    let id: Int
    var name: String
}

extension Recipe: Encodable {}
