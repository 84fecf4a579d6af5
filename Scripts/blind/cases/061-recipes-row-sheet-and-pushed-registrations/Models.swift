import Foundation

struct Recipe: Hashable, Identifiable {
    let id: Int
    var name: String
    var steps: [Step]
    var substitutions: [Substitution]
}

struct Step: Hashable, Identifiable {
    let id: Int
    var text: String
    var timerMinutes: Int?
}

struct Substitution: Hashable, Identifiable {
    let id: Int
    var ingredient: String
    var replacement: String
}

struct Review: Hashable, Identifiable {
    let id: Int
    var stars: Int
    var text: String
}
