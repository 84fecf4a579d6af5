import SwiftUI

@main
struct PlannerApp: App {
    @State private var planner = Planner()

    var body: some Scene {
        WindowGroup { HomeView(planner: planner) }
    }
}

struct HomeView: View {
    @Bindable var planner: Planner
    @State private var showingFavorites = false

    var body: some View {
        NavigationStack(path: $planner.path) {
            List(planner.favorites) { recipe in
                RecipeRow(recipe: recipe)
            }
            .navigationTitle("Planner")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name).font(.largeTitle)
            }
            .toolbar {
                Button("Favorites") { showingFavorites = true }
            }
            .fullScreenCover(isPresented: $showingFavorites) {
                NavigationStack(path: $planner.sheetPath) {
                    List(planner.favorites) { recipe in
                        RecipeRow(recipe: recipe)
                            .swipeActions {
                                Button("Plan") { planner.planDinner(recipe) }
                            }
                    }
                    .navigationTitle("Favorites")
                    .toolbar {
                        Button("Close") { showingFavorites = false }
                    }
                }
            }
        }
    }
}
