import Foundation

struct Sensor: Identifiable, Hashable {
    let id: String
    let temperature: Double
    let moisture: Double
}

struct Bin: Identifiable, Hashable {
    let id: Int
    let street: String
    let fillLevel: Double
    let sensor: Sensor

    var isOverfull: Bool { fillLevel > 0.9 }
}

struct BinLog: Hashable {
    let binID: Bin.ID
    let date: Date
}

struct PickupRequest: Hashable {
    let binID: Bin.ID
    var urgent = false
}

enum Depot {
    static let bins = [
        Bin(id: 1, street: "Linden Ave", fillLevel: 0.95, sensor: Sensor(id: "S-17", temperature: 54, moisture: 0.6)),
        Bin(id: 2, street: "Harbor St", fillLevel: 0.4, sensor: Sensor(id: "S-22", temperature: 41, moisture: 0.5)),
    ]
}
