import SwiftUI

struct RecipeGrid: View {
    private let columns = [GridItem(.adaptive(minimum: 160))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(Recipes.all) { recipe in
                    NavigationLink(value: recipe) {
                        VStack {
                            Image(systemName: recipe.symbol)
                                .font(.system(size: 44))
                                .frame(height: 100)
                            Text(recipe.name).font(.headline)
                        }
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(.orange.opacity(0.15), in: .rect(cornerRadius: 16))
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
        .navigationTitle("Cookbook")
        .navigationDestination(for: Recipe.self) { recipe in
            RecipeSteps(recipe: recipe)
        }
    }
}

struct RecipeSteps: View {
    let recipe: Recipe

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(recipe.steps) { step in
                    NavigationLink(value: step) {
                        HStack(alignment: .top) {
                            Text("\(step.id).").bold()
                            Text(step.text)
                            Spacer()
                            if let minutes = step.timerMinutes {
                                Label("\(minutes)m", systemImage: "timer")
                            }
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
        .navigationTitle(recipe.name)
        .navigationDestination(for: Step.self) { step in
            Text(step.text)
                .font(.title)
                .padding()
        }
    }
}
