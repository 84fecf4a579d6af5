import Foundation
import SwiftData

@Model
final class Recipe {
    var name: String
    var servings: Int
    var cookbook: Cookbook?

    init(name: String, servings: Int) {
        self.name = name
        self.servings = servings
    }
}

@Model
final class Cookbook {
    var title: String
    @Relationship(inverse: \Recipe.cookbook) var recipes: [Recipe] = []

    init(title: String) {
        self.title = title
    }
}
