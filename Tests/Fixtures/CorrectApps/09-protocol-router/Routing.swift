import SwiftUI

enum Destination: Hashable {
    case detail(id: Int)
    case search(query: String)
}

protocol Routing: AnyObject {
    func navigate(to destination: Destination)
}

final class AppRouter: ObservableObject, Routing {
    @Published var path = NavigationPath()
    func navigate(to destination: Destination) {
        path.append(destination)
    }
}
