import Foundation
import SwiftData

/// A trip the user plans. SwiftData's `@Model` makes it Hashable and Observable, not Codable.
@Model
final class Trip {
    var name: String
    var startDate: Date
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []

    init(name: String, startDate: Date) {
        self.name = name
        self.startDate = startDate
    }
}
