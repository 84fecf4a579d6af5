import Foundation
import SwiftData

@Model
final class Workout {
    @Attribute(.unique) var id: UUID
    var kind: Kind
    var startedAt: Date
    var duration: TimeInterval
    var calories: Int

    init(kind: Kind, startedAt: Date, duration: TimeInterval, calories: Int) {
        self.id = UUID()
        self.kind = kind
        self.startedAt = startedAt
        self.duration = duration
        self.calories = calories
    }

    enum Kind: String, Codable, CaseIterable {
        case run, ride, swim, strength
    }
}

enum StatsRange: String, Hashable, Codable, CaseIterable, Identifiable {
    case week, month, year

    var id: Self { self }
}

extension Workout {
    var formattedDuration: String {
        Duration.seconds(duration).formatted(.units(allowed: [.hours, .minutes]))
    }
}
