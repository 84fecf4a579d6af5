import SwiftUI

@main
struct CookbookApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RecipeGrid()
            }
        }
    }
}

struct Step: Identifiable, Hashable {
    let id: Int
    let text: String
    let timerMinutes: Int?
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let symbol: String
    let steps: [Step]
}

enum Recipes {
    static let all = [
        Recipe(id: 1, name: "Focaccia", symbol: "birthday.cake", steps: [
            Step(id: 1, text: "Mix flour, water, yeast", timerMinutes: nil),
            Step(id: 2, text: "Proof", timerMinutes: 90),
            Step(id: 3, text: "Bake at 220°C", timerMinutes: 25),
        ]),
        Recipe(id: 2, name: "Shakshuka", symbol: "frying.pan", steps: [
            Step(id: 1, text: "Soften onions and peppers", timerMinutes: 8),
            Step(id: 2, text: "Add tomatoes, then eggs", timerMinutes: 10),
        ]),
    ]
}
