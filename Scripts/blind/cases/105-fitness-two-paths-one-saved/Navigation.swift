import SwiftUI

enum WorkoutRoute: String, Hashable, Codable {
    case today, history, records
}

struct HeartRateZone: Hashable {
    var name: String
    var tint: Color
}

@Observable
final class FitnessNavigation {
    var mainPath = NavigationPath()
    var zonesPath = NavigationPath()
    var showingZones = false

    func save() {
        guard let codable = mainPath.codable else { return }
        UserDefaults.standard.set(try? JSONEncoder().encode(codable), forKey: "fitness.main")
    }

    func restore() {
        guard let data = UserDefaults.standard.data(forKey: "fitness.main"),
              let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        mainPath = NavigationPath(codable)
    }
}
