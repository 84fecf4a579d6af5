import Foundation

struct Workout: Hashable, Identifiable {
    let id: UUID
    var name: String
    var minutes: Int
    var intensity: Int

    init(name: String, minutes: Int, intensity: Int = 2) {
        self.id = UUID()
        self.name = name
        self.minutes = minutes
        self.intensity = intensity
    }

    static let warmUp = Workout(name: "Warm-up", minutes: 10, intensity: 1)
    static let mobility = Workout(name: "Mobility", minutes: 15, intensity: 1)
}

struct Session: Hashable, Identifiable {
    let id: UUID
    var workout: Workout
    var date: Date
    var completed: Bool
}

struct TrainingPlan {
    var sessions: [Session]
    var library: [Workout]

    var nextSession: Session? {
        sessions.first { !$0.completed }
    }

    func recommendedWorkout(for energy: Int) -> Workout {
        library.first(where: { $0.intensity <= energy }) ?? .mobility
    }

    func lastCompleted() -> Session? {
        sessions.last(where: \.completed)
    }
}
