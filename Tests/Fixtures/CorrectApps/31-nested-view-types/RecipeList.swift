import SwiftUI

enum Model {
    struct Recipe: Hashable, Identifiable {
        let id: Int
        let name: String
    }
}

struct RecipeList: View {
    let recipes = [Model.Recipe(id: 1, name: "Pho")]
    var body: some View {
        List(recipes) { recipe in
            Row(recipe: recipe)
        }
        .navigationDestination(for: Model.Recipe.self) { recipe in
            Detail(recipe: recipe)
        }
    }
}
