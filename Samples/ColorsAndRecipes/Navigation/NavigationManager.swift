import Foundation
import Observation
import SwiftUI

@Observable
final class NavigationManager {
    var path = NavigationPath() {
        didSet {
            save()
        }
    }

    /// The URL for the JSON file that stores the navigation path.
    private static var dataURL: URL {
        .documentsDirectory.appending(path: "NavigationPath.json")
    }

    init() {
        do {
            path = try load(url: NavigationManager.dataURL)
        } catch {
            path = NavigationPath()
        }
    }

    func save() {
        guard let codableRepresentation = path.codable else { return }
        let encoder = JSONEncoder()
        do {
            let data = try encoder.encode(codableRepresentation)
            try data.write(to: NavigationManager.dataURL)
        } catch {
            print("Couldn't save the navigation path: \(error)")
        }
    }

    /// Load the navigation path from previously saved data.
    func load(url: URL) throws -> NavigationPath {
        let data = try Data(contentsOf: url, options: .mappedIfSafe)
        let decoder = JSONDecoder()
        let representation = try decoder.decode(NavigationPath.CodableRepresentation.self, from: data)
        return NavigationPath(representation)
    }
}
