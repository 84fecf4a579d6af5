import Foundation

struct PlannedRun: Hashable, Identifiable {
    let id: UUID
    var day: Date
    var distanceKm: Double
    var elevationGain: Int
}

struct Block: Hashable, Identifiable {
    let id: Int
    var name: String
    var runs: [PlannedRun]
}

@Observable
final class TrainingPlan {
    var blocks: [Block] = []

    var todaysRun: PlannedRun? {
        blocks.flatMap(\.runs).first { Calendar.current.isDateInToday($0.day) }
    }
}
