import SwiftUI

struct Mushroom: Hashable, Codable {
    let latinName: String
    var commonName: String
    var edible: Bool
}

enum FindRoute: Hashable {
    case species(Mushroom)
    case spot(id: Int)
}

@Observable
final class ForageRouter {
    var path = NavigationPath() {
        didSet { persist() }
    }

    func showSpecies(_ mushroom: Mushroom) {
        path.append(FindRoute.species(mushroom))
    }

    func showSpot(_ id: Int) {
        path.append(FindRoute.spot(id: id))
    }

    private func persist() {
        guard let representation = path.codable else { return }
        UserDefaults.standard.set(try? JSONEncoder().encode(representation), forKey: "forage.path")
    }
}
