import Foundation

struct Recipe: Identifiable, Hashable, Codable {
    var id: String
    var name: String
    var category: Category
    var summary: String
    var minutes: Int
    var servings: Int
    var imageName: String
    var ingredients: [Ingredient]
    var steps: [String]
    var relatedRecipeIDs: [Recipe.ID] = []
}

struct Ingredient: Identifiable, Hashable, Codable {
    var name: String
    var quantity: String
    var aisle: String

    var id: String { name }
}

enum Category: String, CaseIterable, Identifiable, Hashable, Codable {
    case breakfast
    case mains
    case desserts
    case drinks

    var id: Self { self }

    var displayName: String {
        switch self {
        case .breakfast: "Breakfast"
        case .mains: "Mains"
        case .desserts: "Desserts"
        case .drinks: "Drinks"
        }
    }

    var symbolName: String {
        switch self {
        case .breakfast: "sun.horizon"
        case .mains: "fork.knife"
        case .desserts: "birthday.cake"
        case .drinks: "cup.and.saucer"
        }
    }
}
