import SwiftUI

enum NewsRoute: Hashable {
    case article(id: Int)
    case topic(String)
}

struct Journalist: Hashable {
    var name: String
    var beat: String
}

final class NewsRouter: ObservableObject {
    static let shared = NewsRouter()

    @Published var path = NavigationPath()

    private init() {}

    func open(_ route: NewsRoute) {
        path.append(route)
    }

    func reset() {
        path = NavigationPath()
    }
}
