import Foundation

struct Shift: Hashable, Identifiable {
    let id: Int
    var role: String
    var start: Date
}

enum ShiftRoute: Hashable {
    case shift(id: Int)
    case roster(day: Date)

    static func following(_ shift: Shift) -> ShiftRoute {
        .shift(id: shift.id + 1)
    }

    static var today: ShiftRoute {
        .roster(day: Calendar.current.startOfDay(for: .now))
    }
}

struct Badge: Hashable, Identifiable {
    let id: String
    var title: String
}
