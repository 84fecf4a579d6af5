import SwiftUI

enum AppRoute: Hashable {
    case recipe(id: Int)
    case collection(name: String)
}

struct Author: Hashable, Identifiable {
    let id: Int
    var name: String
}

@Observable
final class Router {
    var path = NavigationPath()

    func navigate(to route: AppRoute) {
        path.append(route)
    }

    func showAuthor(_ author: Author) {
        path.append(author)
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}
