import SwiftUI

enum Route: Hashable {
    case recipe(id: Int)
    case category(String)
}

struct Chef: Hashable {
    var name: String
}

@Observable
final class Router {
    var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }

    func show(chef: Chef) {
        path.append(chef)
    }
}

private struct RouterKey: EnvironmentKey {
    static let defaultValue = Router()
}

extension EnvironmentValues {
    var router: Router {
        get { self[RouterKey.self] }
        set { self[RouterKey.self] = newValue }
    }
}
