import CoreLocation
import Foundation

final class Courier: Hashable, Identifiable {
    let id: UUID
    var name: String
    var vehicle: String
    var lastKnownLocation: CLLocationCoordinate2D?

    init(id: UUID = UUID(), name: String, vehicle: String) {
        self.id = id
        self.name = name
        self.vehicle = vehicle
    }

    static func == (lhs: Courier, rhs: Courier) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct DeliveryOrder: Hashable, Codable, Identifiable {
    let id: Int
    var restaurant: String
    var eta: Date
}

struct ActiveDelivery: Identifiable {
    var id: Int { order.id }
    var order: DeliveryOrder
    var courier: Courier?
}
