import Foundation

struct MenuItem: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
    let isCombo: Bool
    let allergens: [String]
}

enum MenuDestination: Hashable {
    case item(MenuItem)
    case comboBuilder(baseItemID: Int)
    case allergens([String])
}

enum MenuSection: String, CaseIterable, Identifiable {
    case starters, mains, desserts
    var id: String { rawValue }
}

enum RestaurantMenu {
    static let items: [MenuSection: [MenuItem]] = [
        .starters: [MenuItem(id: 1, name: "Soup of the day", price: 6, isCombo: false, allergens: ["celery"])],
        .mains: [
            MenuItem(id: 2, name: "Burger menu", price: 14, isCombo: true, allergens: ["gluten", "milk"]),
            MenuItem(id: 3, name: "Risotto", price: 13, isCombo: false, allergens: ["milk"]),
        ],
        .desserts: [MenuItem(id: 4, name: "Pastel de nata", price: 2, isCombo: false, allergens: ["egg"])],
    ]
}
