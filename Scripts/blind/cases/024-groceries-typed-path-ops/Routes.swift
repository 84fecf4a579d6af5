import Foundation

struct GroceryList: Hashable, Identifiable {
    let id: UUID
    var name: String
    var items: [GroceryItem]
}

struct GroceryItem: Hashable, Identifiable {
    let id: UUID
    var name: String
    var aisle: Int
}

struct Store: Hashable, Identifiable {
    let id: Int
    var name: String
}

enum ShoppingRoute: Hashable {
    case list(GroceryList)
    case item(GroceryItem)
    case aisle(Int)
}
