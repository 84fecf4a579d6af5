import Foundation

struct RecipeFilter: Hashable {
    var text: String
    var diets: Set<Diet>
    var maxMinutes: Int?
}

enum Diet: String, Hashable, CaseIterable {
    case vegetarian, vegan, glutenFree
}

extension Diet: Codable {}

enum BrowseRoute: Hashable {
    case recipe(slug: String)
    case results(RecipeFilter)
}
