import Foundation
import SwiftData

@Model
final class StorageArea {
    var name: String
    var symbol: String
    @Relationship(deleteRule: .cascade) var items: [PantryItem] = []

    init(name: String, symbol: String) {
        self.name = name
        self.symbol = symbol
    }
}

@Model
final class PantryItem {
    var name: String
    var quantity: Int
    var expiresOn: Date?

    init(name: String, quantity: Int, expiresOn: Date? = nil) {
        self.name = name
        self.quantity = quantity
        self.expiresOn = expiresOn
    }

    var isExpiringSoon: Bool {
        guard let expiresOn else { return false }
        return expiresOn < .now.addingTimeInterval(3 * 86_400)
    }
}
