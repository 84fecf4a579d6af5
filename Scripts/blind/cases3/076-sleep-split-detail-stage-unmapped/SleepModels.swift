import Foundation

struct SleepStage: Hashable, Identifiable {
    enum Kind: String, Hashable { case awake, rem, core, deep }
    let id: Int
    var kind: Kind
    var minutes: Int
}

struct HeartRateDip: Hashable, Identifiable {
    let id: Int
    var at: Date
    var bpm: Int
}

struct Night: Hashable, Identifiable {
    let id: Date
    var stages: [SleepStage]
    var dips: [HeartRateDip]

    var totalMinutes: Int { stages.filter { $0.kind != .awake }.reduce(0) { $0 + $1.minutes } }
}
