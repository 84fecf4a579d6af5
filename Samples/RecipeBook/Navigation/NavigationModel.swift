import Foundation
import Observation
import SwiftUI

@Observable
final class NavigationModel: Codable {
    var selectedCategory: Category?
    var recipePath = NavigationPath()

    init(selectedCategory: Category? = nil, recipePath: NavigationPath = NavigationPath()) {
        self.selectedCategory = selectedCategory
        self.recipePath = recipePath
    }

    /// The model as JSON, for saving in `SceneStorage`.
    var jsonData: Data? {
        get { try? JSONEncoder().encode(self) }
        set {
            guard let data = newValue,
                  let model = try? JSONDecoder().decode(NavigationModel.self, from: data)
            else { return }
            selectedCategory = model.selectedCategory
            recipePath = model.recipePath
        }
    }

    func showRecipeOfTheDay(_ recipe: Recipe) {
        selectedCategory = recipe.category
        recipePath.removeLast(recipePath.count)
        recipePath.append(recipe)
    }

    private enum CodingKeys: String, CodingKey {
        case selectedCategory
        case recipePath
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedCategory = try container.decodeIfPresent(Category.self, forKey: .selectedCategory)
        if let representation = try container.decodeIfPresent(
            NavigationPath.CodableRepresentation.self, forKey: .recipePath
        ) {
            recipePath = NavigationPath(representation)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(selectedCategory, forKey: .selectedCategory)
        try container.encodeIfPresent(recipePath.codable, forKey: .recipePath)
    }
}
