import AppIntents
import Foundation

enum LaunchRoute: Hashable {
    case habit(id: UUID)
    case weeklyStats
}

@MainActor
@Observable
final class LaunchRouter {
    static let shared = LaunchRouter()

    var pending: LaunchRoute?

    private init() {}
}

struct OpenWeeklyStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Weekly Stats"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        LaunchRouter.shared.pending = .weeklyStats
        return .result()
    }
}

struct OpenHabitIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Habit"
    static let openAppWhenRun = true

    @Parameter(title: "Habit ID")
    var habitID: String

    @MainActor
    func perform() async throws -> some IntentResult {
        if let id = UUID(uuidString: habitID) {
            LaunchRouter.shared.pending = .habit(id: id)
        }
        return .result()
    }
}
