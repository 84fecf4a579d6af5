import SwiftUI
import Observation

@MainActor
protocol FlowCoordinator: AnyObject, Observable {
    associatedtype Route: Hashable
    var path: [Route] { get set }
}

extension FlowCoordinator {
    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}

enum HorseRoute: Hashable {
    case horse(id: Int)
    case farrierLog(horseID: Int)
}

enum LessonRoute: Hashable {
    case lesson(id: UUID)
    case rider(name: String)
}

@Observable
final class HorseCoordinator: FlowCoordinator {
    var path: [HorseRoute] = []
}

@Observable
final class LessonCoordinator: FlowCoordinator {
    var path: [LessonRoute] = []
}
