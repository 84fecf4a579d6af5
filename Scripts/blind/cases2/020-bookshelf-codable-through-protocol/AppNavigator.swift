import SwiftUI

@Observable
final class AppNavigator {
    var path = NavigationPath() {
        didSet { persist() }
    }

    private let fileURL = URL.applicationSupportDirectory.appending(path: "navigation.json")

    init() {
        if let data = try? Data(contentsOf: fileURL),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    func show<Route: StorableRoute>(_ route: Route) {
        path.append(route)
    }

    private func persist() {
        guard let representation = path.codable else { return }
        do {
            let data = try JSONEncoder().encode(representation)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("Could not save navigation: \(error)")
        }
    }
}
