import SwiftUI

enum TruckSize: String, Codable, CaseIterable, Hashable {
    case van, small, large
}

@Observable
final class QuoteNavigator {
    var path = NavigationPath() {
        didSet { persist() }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: "quotePath"),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    private func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        UserDefaults.standard.set(data, forKey: "quotePath")
    }
}
