import SwiftUI

enum BookingRoute: Hashable {
    case bed(dormID: Int, bed: Int)
    case dorm(id: Int)
    case houseRules
}

extension EnvironmentValues {
    @Entry var openBooking: (BookingRoute) -> Void = { _ in }
}
