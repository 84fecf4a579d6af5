import SwiftUI

@MainActor
@Observable
final class SearchRouter {
    var path = NavigationPath() {
        didSet { persist() }
    }

    private let storageKey = "search.navigation"

    init() {
        if let data = UserDefaults.standard.data(forKey: storageKey),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    func show<Route: PersistableRoute>(_ route: Route) {
        path.append(route)
    }

    private func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation)
        else { return }
        UserDefaults.standard.set(data, forKey: storageKey)
    }
}
