import SwiftUI

enum RideRoute: Hashable {
    case station(id: String)
    case ride(id: UUID)
    case receipt(rideID: UUID)
}

typealias RidePath = [RideRoute]

@Observable
final class RideRouter {
    var path: RidePath = []

    func go(_ route: RideRoute) {
        path.append(route)
    }
}
