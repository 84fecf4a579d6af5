import SwiftUI

@Observable
final class KennelRouter {
    var path = NavigationPath()

    func save() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        try? data.write(to: URL.documentsDirectory.appending(path: "kennel-path.json"))
    }

    func restore() {
        guard let data = try? Data(contentsOf: URL.documentsDirectory.appending(path: "kennel-path.json")),
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }
}
