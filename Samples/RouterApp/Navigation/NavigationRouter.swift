import Observation

protocol NavigationRoutable {
    var destination: [NavigationDestination] { get set }
    func push(to view: NavigationDestination)
    func pop()
    func popToRootView()
}

@Observable
final class NavigationRouter: NavigationRoutable {
    var destination: [NavigationDestination] = []

    func push(to view: NavigationDestination) {
        destination.append(view)
    }

    func pop() {
        destination.removeLast()
    }

    func popToRootView() {
        destination.removeAll()
    }
}
