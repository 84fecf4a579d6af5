import SwiftUI

extension Binding where Value == NavigationPath {
    func push<V: Hashable>(_ value: V) {
        wrappedValue.append(value)
    }

    func popToRoot() {
        wrappedValue = NavigationPath()
    }
}
