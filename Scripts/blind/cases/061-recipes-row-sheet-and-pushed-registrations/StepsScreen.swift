import SwiftUI

struct StepsScreen: View {
    let recipe: Recipe

    var body: some View {
        List {
            Section("Steps") {
                ForEach(recipe.steps) { step in
                    NavigationLink(step.text, value: step)
                }
            }
            Section("Substitutions") {
                ForEach(recipe.substitutions) { substitution in
                    NavigationLink(substitution.ingredient, value: substitution)
                }
            }
        }
        .navigationTitle(recipe.name)
        .navigationDestination(for: Step.self) { step in
            StepTimer(step: step)
        }
        .navigationDestination(for: Substitution.self) { substitution in
            Text("Use \(substitution.replacement) instead of \(substitution.ingredient)")
        }
    }
}

struct StepTimer: View {
    let step: Step

    var body: some View {
        VStack(spacing: 12) {
            Text(step.text)
            if let minutes = step.timerMinutes {
                Text("\(minutes) min timer").font(.title)
            }
        }
        .padding()
    }
}
