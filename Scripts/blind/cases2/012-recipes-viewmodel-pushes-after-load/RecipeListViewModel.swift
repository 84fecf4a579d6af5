import SwiftUI

@MainActor
final class RecipeListViewModel: ObservableObject {
    @Published var path = NavigationPath()
    @Published private(set) var recipes: [Recipe] = []
    @Published var errorMessage: String?

    private let service: RecipeServicing

    init(service: RecipeServicing = RecipeService()) {
        self.service = service
    }

    func load() async {
        do {
            recipes = try await service.recipes()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func openIngredient(named name: String) async {
        do {
            let ingredient = try await service.ingredient(named: name)
            path.append(ingredient)
        } catch {
            errorMessage = "Could not load \(name)"
        }
    }

    func open(_ recipe: Recipe) {
        path.append(recipe)
    }
}
