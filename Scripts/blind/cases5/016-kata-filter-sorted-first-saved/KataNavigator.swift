import SwiftUI

struct Kata: Hashable, Identifiable {
    let id: Int
    var title: String
    var difficulty: Int
    var solved: Bool
}

@Observable
final class KataNavigator {
    var path = NavigationPath() {
        didSet { save() }
    }

    private func save() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        UserDefaults.standard.set(data, forKey: "kataPath")
    }
}
