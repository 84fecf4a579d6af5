import Foundation

struct Cuisine: Hashable, Identifiable {
    let id: String
    var name: String
    var parent: Cuisine? {
        parentID.map { Cuisine(id: $0, name: $0.capitalized, parentID: nil) }
    }
    var parentID: String?
}

struct Recipe: Hashable, Identifiable {
    let id: Int
    var title: String
    var cuisine: Cuisine?
    var variantOf: Int?
}

final class Favorites: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var lastOpened: Recipe?

    func original(of recipe: Recipe) -> Recipe? {
        guard let id = recipe.variantOf else { return nil }
        return recipes.first { $0.id == id }
    }
}
