import SwiftUI

protocol Coordinator: AnyObject {
    var path: NavigationPath { get set }
}

extension Coordinator {
    func push<Value: Hashable>(_ value: Value) {
        path.append(value)
    }

    func popToRoot() {
        path = NavigationPath()
    }
}

@Observable
final class CampgroundCoordinator: Coordinator {
    var path = NavigationPath()
}
