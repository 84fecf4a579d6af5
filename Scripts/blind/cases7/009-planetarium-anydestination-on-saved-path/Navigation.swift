import SwiftUI

protocol Destination: Hashable {
    associatedtype Screen: View
    @MainActor @ViewBuilder var screen: Screen { get }
}

struct AnyDestination: Hashable {
    private let wrapped: AnyHashable
    private let makeScreen: @MainActor () -> AnyView

    init<D: Destination>(_ destination: D) {
        wrapped = destination
        makeScreen = { AnyView(destination.screen) }
    }

    @MainActor var screen: AnyView { makeScreen() }

    static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
        lhs.wrapped == rhs.wrapped
    }

    func hash(into hasher: inout Hasher) {
        wrapped.hash(into: &hasher)
    }
}

@Observable
final class DomeNavigator {
    var path = NavigationPath() {
        didSet { persist() }
    }

    private static let key = "dome.navigation"

    init() {
        guard let data = UserDefaults.standard.data(forKey: Self.key),
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    func show<D: Destination>(_ destination: D) {
        path.append(AnyDestination(destination))
    }

    private func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        UserDefaults.standard.set(data, forKey: Self.key)
    }
}
