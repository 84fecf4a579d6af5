import SwiftUI
import Observation

@Observable
final class OrchardNavigator {
    var path = NavigationPath() {
        didSet { save() }
    }

    @ObservationIgnored private let storeURL = URL.applicationSupportDirectory.appending(path: "orchard-path.json")

    init() {
        if let data = try? Data(contentsOf: storeURL),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    private func save() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        try? data.write(to: storeURL, options: .atomic)
    }
}
