import Foundation
import SwiftData

@Model
final class Trip {
    var name: String
    var startDate: Date
    var endDate: Date
    var notes: String

    init(name: String, startDate: Date, endDate: Date, notes: String = "") {
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
        self.notes = notes
    }

    var nights: Int {
        Calendar.current.dateComponents([.day], from: startDate, to: endDate).day ?? 0
    }
}

enum AppTab: String {
    case upcoming, past
}

extension Trip {
    static func sample(named name: String, startingIn days: Int, nights: Int) -> Trip {
        let start = Calendar.current.date(byAdding: .day, value: days, to: .now) ?? .now
        let end = Calendar.current.date(byAdding: .day, value: nights, to: start) ?? start
        return Trip(name: name, startDate: start, endDate: end)
    }
}
