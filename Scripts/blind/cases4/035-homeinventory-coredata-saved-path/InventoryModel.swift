import SwiftUI

final class InventoryNavigation: ObservableObject {
    @Published var path = NavigationPath()

    private let stateURL = URL.applicationSupportDirectory.appending(path: "navigation.json")

    init() {
        if let data = try? Data(contentsOf: stateURL),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation)
        else { return }
        try? data.write(to: stateURL, options: .atomic)
    }
}
