import SwiftUI

@Observable
final class HiveNavigation {
    var path = NavigationPath()

    func snapshot() -> Data? {
        guard let representation = path.codable else { return nil }
        return try? JSONEncoder().encode(representation)
    }

    func restore(_ data: Data?) {
        guard let data,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }
}
