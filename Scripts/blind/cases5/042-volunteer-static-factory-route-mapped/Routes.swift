import Foundation

struct CrewTask: Hashable, Identifiable {
    let id: Int
    var title: String
    var siteID: Int
}

enum CleanupRoute: Hashable {
    case site(id: Int)
    case task(id: Int)
    case signUp
}

extension CleanupRoute {
    static func detail(for task: CrewTask) -> Self {
        .task(id: task.id)
    }

    static func location(of task: CrewTask) -> Self {
        .site(id: task.siteID)
    }

    static let join = CleanupRoute.signUp
}
