import SwiftUI
import Observation

enum RouterDestination: Hashable {
    case project(id: Project.ID)
    case hacker(handle: String)
    case session(id: Int)
}

@Observable
final class RouterPath {
    var path = NavigationPath()

    func navigate(to destination: RouterDestination) {
        path.append(destination)
    }
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: RouterDestination.self) { destination in
            switch destination {
            case .project(let id):
                ProjectDetailView(projectID: id)
            case .hacker(let handle):
                Text("@\(handle)")
            case .session(let id):
                Text("Session \(id)")
            }
        }
    }
}
