import SwiftUI

final class Vessel: Hashable {
    let imo: String
    var name: String
    var carDeckFree: Int

    init(imo: String, name: String, carDeckFree: Int) {
        self.imo = imo
        self.name = name
        self.carDeckFree = carDeckFree
    }

    static func == (lhs: Vessel, rhs: Vessel) -> Bool { lhs.imo == rhs.imo }
    func hash(into hasher: inout Hasher) { hasher.combine(imo) }
}

enum CrossingRoute: Hashable {
    case vessel(Vessel)
    case sailing(port: String, departs: Date)
}

typealias CrossingPath = [CrossingRoute]

struct Booking: Hashable, Codable, Identifiable {
    let id: String
    var route: String
}
