import SwiftUI

enum LibraryRoute: Hashable {
    case book(isbn: String)
    case hold(Hold)
    case branch(id: Int)
}

struct Hold: Hashable, Codable {
    let isbn: String
    let position: Int
    let pickupBranch: Int
}

/// Lets any view ask the current stack to show a route, like `openURL`.
struct OpenRouteAction {
    private let handler: (LibraryRoute) -> Void

    init(_ handler: @escaping (LibraryRoute) -> Void) {
        self.handler = handler
    }

    func callAsFunction(_ route: LibraryRoute) {
        handler(route)
    }
}

extension EnvironmentValues {
    @Entry var openRoute = OpenRouteAction { _ in }
}
