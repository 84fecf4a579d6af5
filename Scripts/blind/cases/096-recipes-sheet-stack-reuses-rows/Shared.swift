import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        NavigationLink(value: recipe) {
            HStack {
                Image(systemName: "fork.knife")
                Text(recipe.name)
            }
        }
    }
}

@Observable
final class Planner {
    var path: [Recipe] = []
    var favorites: [Recipe] = []
    var sheetPath = NavigationPath()

    func planDinner(_ recipe: Recipe) {
        sheetPath.append(recipe)
    }
}
