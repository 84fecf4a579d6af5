import Foundation

enum RentalRoute: Hashable, Codable {
    case branch(id: String)
    case vehicle(id: String)
}

struct PickupWindow: Hashable {
    var branchID: String
    var start: Date
    var end: Date
}

struct PastBooking: Identifiable {
    let id: Int
    var branchID: String
    var branchName: String
    var vehicleID: String
}
