import SwiftUI

@MainActor
final class CabinetNavigator: ObservableObject {
    @Published var path = NavigationPath() {
        didSet { save() }
    }

    private let fileURL = URL.documentsDirectory.appending(path: "cabinet-path.json")

    init() {
        if let data = try? Data(contentsOf: fileURL),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    private func save() {
        guard let representation = path.codable else { return }
        try? JSONEncoder().encode(representation).write(to: fileURL)
    }
}
