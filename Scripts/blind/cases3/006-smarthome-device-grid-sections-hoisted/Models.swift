import Foundation

struct Device: Hashable, Identifiable {
    enum Kind: String, Hashable { case light, thermostat, lock, speaker }
    let id: UUID
    var name: String
    var kind: Kind
    var isOn: Bool
}

struct Automation: Hashable, Identifiable {
    let id: UUID
    var name: String
    var trigger: String
}

struct Room: Hashable, Identifiable {
    let id: UUID
    var name: String
    var devices: [Device]
    var automations: [Automation]
}

extension Room {
    static let demo: [Room] = [
        Room(id: UUID(), name: "Kitchen",
             devices: [Device(id: UUID(), name: "Pendant", kind: .light, isOn: true)],
             automations: [Automation(id: UUID(), name: "Lights at sunset", trigger: "Sunset")]),
        Room(id: UUID(), name: "Hallway",
             devices: [Device(id: UUID(), name: "Front Door", kind: .lock, isOn: false)],
             automations: []),
    ]
}
