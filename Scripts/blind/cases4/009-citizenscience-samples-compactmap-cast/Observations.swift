import Foundation

protocol Observation {
    var recordedAt: Date { get }
    var observer: String { get }
}

struct AirSample: Observation, Hashable, Identifiable {
    let id: UUID
    var recordedAt: Date
    var observer: String
    var pm25: Double
}

struct WaterSample: Observation, Hashable, Identifiable {
    let id: UUID
    var recordedAt: Date
    var observer: String
    var turbidity: Double
}

struct Site: Hashable, Identifiable {
    let id: String
    var name: String
    var records: [AnyObservation]
}

struct AnyObservation: Hashable {
    let id: UUID
    let base: any Observation

    static func == (lhs: AnyObservation, rhs: AnyObservation) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
