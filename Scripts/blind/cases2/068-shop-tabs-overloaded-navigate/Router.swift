import SwiftUI

enum CatalogRoute: Hashable {
    case category(String)
    case product(id: Int)
}

enum AccountRoute: Hashable {
    case orders
    case order(id: String)
    case addresses
}

@Observable
final class Router {
    var path = NavigationPath()

    func navigate(to route: CatalogRoute) {
        path.append(route)
    }

    func navigate(to route: AccountRoute) {
        path.append(route)
    }

    func popToRoot() {
        path.removeLast(path.count)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
