import Foundation

enum Intensity: String, Hashable, Codable {
    case easy, moderate, hard
}

struct Muscle: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Exercise: Hashable, Identifiable {
    let id: Int
    var name: String
    var muscle: Muscle?
}

struct Workout: Hashable, Identifiable {
    let id: UUID
    var title: String
    var exercises: [Exercise]
}

struct Coach: Hashable, Identifiable {
    let id: Int
    var name: String
}

/// A week of a training plan; not Codable.
struct Plan<Entry: Hashable>: Hashable {
    var entries: [Entry]
    var week: Int
}

struct TrainingLog {
    var workouts: [Workout]

    /// Minutes trained per muscle, busiest first.
    var minutesByMuscle: [(muscle: Muscle, minutes: Int)] { [] }

    func coaches() -> Result<[Coach], Error> { .success([]) }
}
