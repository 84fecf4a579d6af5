import AppIntents

struct StartWorkoutLogIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Workout"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        AppRouter.shared.reset(to: .logWorkout)
        return .result()
    }
}

struct ShowPersonalBestIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Personal Best"
    static let openAppWhenRun = true

    @Parameter(title: "Exercise")
    var exercise: String

    @MainActor
    func perform() async throws -> some IntentResult {
        AppRouter.shared.path.append(.history)
        AppRouter.shared.path.append(.personalBest(exercise: exercise))
        return .result()
    }
}

struct LiftLogShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartWorkoutLogIntent(),
            phrases: ["Log a workout in \(.applicationName)"],
            shortTitle: "Log Workout",
            systemImageName: "dumbbell"
        )
    }
}
