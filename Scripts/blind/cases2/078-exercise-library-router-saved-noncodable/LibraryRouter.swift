import SwiftUI

struct Exercise: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
    let muscleGroup: String
    let equipment: String?
}

enum LibraryRoute: Hashable {
    case exercise(Exercise)
    case muscleGroup(String)
}

@MainActor
@Observable
final class LibraryRouter {
    var path = NavigationPath() {
        didSet { save() }
    }

    private static let key = "library.path"

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.key),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    func push(_ route: LibraryRoute) {
        path.append(route)
    }

    private func save() {
        guard let representation = path.codable else { return }
        UserDefaults.standard.set(try? JSONEncoder().encode(representation), forKey: Self.key)
    }
}
