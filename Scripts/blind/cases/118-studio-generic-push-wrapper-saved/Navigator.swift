import SwiftUI

final class Project: Hashable, Identifiable {
    let id = UUID()
    var name: String

    init(name: String) { self.name = name }

    static func == (lhs: Project, rhs: Project) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct Track: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
}

struct Effect: Hashable {
    var name: String
    var tint: Color
}

final class StudioNavigator: ObservableObject {
    @Published var path = NavigationPath()

    func push<Value: Hashable>(_ value: Value) {
        path.append(value)
    }

    func persist() {
        guard let codable = path.codable else { return }
        UserDefaults.standard.set(try? JSONEncoder().encode(codable), forKey: "studio.path")
    }
}
