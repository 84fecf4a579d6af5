import SwiftUI

@Observable
final class RecipeRouter {
    var path = NavigationPath()

    func show(_ recipe: Recipe) {
        path.append(recipe)
    }

    func show(_ cookbook: Cookbook) {
        path.append(cookbook)
    }

    func restore(from data: Data?) {
        guard let data,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    var data: Data? {
        path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
}
