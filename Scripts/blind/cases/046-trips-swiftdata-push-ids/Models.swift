import Foundation
import SwiftData

@Model
final class Journey {
    @Attribute(.unique) var uuid: UUID
    var title: String
    var legs: [Leg] = []

    init(title: String) {
        self.uuid = UUID()
        self.title = title
    }
}

@Model
final class Leg {
    @Attribute(.unique) var uuid: UUID
    var from: String
    var to: String
    var journey: Journey?

    init(from: String, to: String) {
        self.uuid = UUID()
        self.from = from
        self.to = to
    }
}

struct LegRoute: Hashable, Codable {
    var journey: UUID
    var leg: UUID
}
