import Foundation

struct Slope: Hashable, Identifiable {
    let id: String
    var difficulty: String
    var isOpen: Bool
}

struct Lift: Hashable, Identifiable {
    let id: String
    var waitMinutes: Int
}

struct SnowReport: Hashable, Identifiable {
    let id: UUID
    var area: String
    var freshSnowCm: Int
}

struct AreaConditions: Identifiable {
    let id: String
    var report: SnowReport
    var lifts: [Lift]
}

struct RecentVisit {
    var slope: Slope
    var visitedAt: Date
}
