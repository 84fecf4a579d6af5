import SwiftUI

protocol Coordinator: AnyObject {
    var path: NavigationPath { get set }
}

extension Coordinator {
    func push<Value: Hashable & Codable>(_ value: Value) {
        path.append(value)
    }
}

@Observable
final class BackcountryCoordinator: Coordinator {
    var path = NavigationPath()

    func save(to defaults: UserDefaults = .standard) {
        guard let representation = path.codable else { return }
        defaults.set(try? JSONEncoder().encode(representation), forKey: "backcountry.path")
    }

    func restore(from defaults: UserDefaults = .standard) {
        guard let data = defaults.data(forKey: "backcountry.path"),
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }
}
