import SwiftUI

enum Step: Int, CaseIterable, Hashable, Identifiable {
    case welcome, permissions, done
    var id: Self { self }
    var next: Self { Step(rawValue: rawValue + 1) ?? .done }
}

struct Recipe: Hashable {
    let name: String
    static var sample: Self { Recipe(name: "Sample") }
}

@main
struct OnboardingApp: App {
    var body: some Scene { WindowGroup { OnboardingRoot() } }
}

struct OnboardingRoot: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Start", value: Step.welcome.next)
                NavigationLink("Sample recipe", value: Recipe.sample)
                ForEach(Step.allCases) { step in
                    NavigationLink("Step \(step.rawValue)", value: step.id)
                }
            }
            .navigationDestination(for: Step.self) { step in Text("Step \(step.rawValue)") }
            .navigationDestination(for: Recipe.self) { Text($0.name) }
        }
    }
}
