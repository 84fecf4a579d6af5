import Foundation

struct Category: Hashable, Identifiable {
    let id: UUID
    var name: String
    var symbol: String

    static let desserts = Category(id: UUID(), name: "Desserts", symbol: "birthday.cake")
    static let soups = Category(id: UUID(), name: "Soups", symbol: "takeoutbag.and.cup.and.straw")
}

struct Recipe: Hashable, Identifiable {
    let id: UUID
    var title: String
    var minutes: Int
    var category: Category?
    var ingredients: [String]

    init(title: String, minutes: Int, category: Category? = nil, ingredients: [String] = []) {
        self.id = UUID()
        self.title = title
        self.minutes = minutes
        self.category = category
        self.ingredients = ingredients
    }
}

@Observable
final class RecipeStore {
    var recipes: [Recipe] = [
        Recipe(title: "Apple Pie", minutes: 90, category: .desserts, ingredients: ["Apples", "Flour", "Butter"]),
        Recipe(title: "Tomato Soup", minutes: 35, category: .soups, ingredients: ["Tomatoes", "Stock"]),
        Recipe(title: "Toast", minutes: 5),
    ]

    var quickest: Recipe? {
        recipes.min(by: { $0.minutes < $1.minutes })
    }
}
