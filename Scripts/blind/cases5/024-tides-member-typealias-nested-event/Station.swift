import Foundation

struct Station: Hashable, Identifiable {
    let id: String
    var name: String
    var tides: [Tide]

    struct Tide: Hashable {
        var day: Date
        var events: [Event]

        struct Event: Hashable, Identifiable {
            let id: Date
            var heightMetres: Double
            var isHighWater: Bool
        }
    }
}

extension Station {
    typealias Event = Tide.Event

    var upcomingEvents: [Event] {
        tides.flatMap(\.events).filter { $0.id > .now }
    }
}
