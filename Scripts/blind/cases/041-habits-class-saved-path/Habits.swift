import SwiftUI

final class Habit: ObservableObject, Hashable, Identifiable {
    let id: UUID
    @Published var name: String
    @Published var streak: Int

    init(name: String, streak: Int = 0) {
        self.id = UUID()
        self.name = name
        self.streak = streak
    }

    static func == (lhs: Habit, rhs: Habit) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct HabitStats: Hashable, Codable {
    var habitID: UUID
    var weeks: Int
}

final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = [Habit(name: "Read"), Habit(name: "Stretch")]
    @Published var path = NavigationPath()

    var pathData: Data? {
        get { path.codable.flatMap { try? JSONEncoder().encode($0) } }
        set {
            guard let newValue,
                  let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: newValue)
            else { return }
            path = NavigationPath(saved)
        }
    }
}
