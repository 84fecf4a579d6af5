import SwiftUI

/// A screen the app can push: it builds its own view.
protocol Destination: Hashable {
    associatedtype Content: View
    @MainActor @ViewBuilder func makeView() -> Content
}

/// Type-erased destination, so one `navigationDestination` serves every screen.
struct AnyDestination: Hashable {
    private let base: AnyHashable
    private let build: @MainActor () -> AnyView

    init<D: Destination>(_ destination: D) {
        base = AnyHashable(destination)
        build = { AnyView(destination.makeView()) }
    }

    @MainActor var view: AnyView { build() }

    static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
        lhs.base == rhs.base
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(base)
    }
}

@Observable
final class Router {
    var path = NavigationPath()

    func push<D: Destination>(_ destination: D) {
        path.append(AnyDestination(destination))
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
