import SwiftUI

extension RecipeList {
    struct Row: View {
        let recipe: Model.Recipe
        var body: some View {
            NavigationLink(value: recipe) {
                Text(recipe.name)
            }
        }
    }

    struct Detail: View {
        let recipe: Model.Recipe
        var body: some View {
            Text(recipe.name)
        }
    }
}
