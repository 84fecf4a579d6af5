import SwiftUI

@main
struct RecipeListApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RecipeList(recipes: [])
            }
        }
    }
}

struct RecipeList: View {
    let recipes: [Recipe]

    var body: some View {
        List(recipes) { recipe in
            RecipeRow(recipe: recipe)
        }
        .navigationTitle("Recipes")
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    @State private var showingReviews = false

    var body: some View {
        NavigationLink {
            StepsScreen(recipe: recipe)
        } label: {
            Text(recipe.name)
        }
        .swipeActions {
            Button("Reviews") { showingReviews = true }
        }
        .sheet(isPresented: $showingReviews) {
            NavigationStack {
                List([Review(id: 1, stars: 5, text: "Great")]) { review in
                    NavigationLink("\(review.stars) ★", value: review)
                }
                .navigationDestination(for: Review.self) { review in
                    Text(review.text)
                }
                .navigationTitle("Reviews")
            }
        }
    }
}
