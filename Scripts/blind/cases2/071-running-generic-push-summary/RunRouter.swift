import SwiftUI

@MainActor
@Observable
final class RunRouter {
    var path = NavigationPath()

    func push<Route: Hashable>(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}

struct Run: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let kilometres: Double
    let minutes: Int

    var pace: Double { Double(minutes) / kilometres }
}

struct RunSummary: Hashable {
    let runID: UUID
    let personalBest: Bool
}

@MainActor
@Observable
final class RunRecorder {
    var isRecording = false
    var elapsed = 0
    private(set) var lastRun: Run?

    func start() {
        isRecording = true
        elapsed = 0
    }

    func stop() -> Run {
        isRecording = false
        let run = Run(id: UUID(), date: .now, kilometres: 5.2, minutes: max(elapsed / 60, 1))
        lastRun = run
        return run
    }
}
