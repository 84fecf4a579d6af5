import SwiftUI

struct Wall: Hashable, Identifiable {
    let id: String
    var angle: Int
    var problems: [ClimbProblem]
}

struct ClimbProblem: Hashable, Identifiable {
    let id: UUID
    var grade: String
    var holdColor: String
    var setter: String
}

enum GymRoute: Hashable {
    case wall(Wall)
    case setter(name: String)
}

@Observable
final class GymRouter {
    var path = NavigationPath()

    func open(_ route: GymRoute) {
        path.append(route)
    }
}
