import Foundation
import Observation

struct Location: Hashable {
    var name: String
    var latitude: Double
    var longitude: Double
}

/// Gives saved locations a stable identity for `ForEach` and reordering.
struct IdentifiedLocation: Identifiable, Hashable {
    let id: UUID
    var location: Location
    var addedAt: Date
}

@Observable
final class LocationStore {
    var current: IdentifiedLocation?
    var saved: [IdentifiedLocation] = [
        IdentifiedLocation(id: UUID(), location: Location(name: "Lisbon", latitude: 38.72, longitude: -9.14), addedAt: .now),
        IdentifiedLocation(id: UUID(), location: Location(name: "Reykjavík", latitude: 64.15, longitude: -21.94), addedAt: .now),
    ]

    func move(from source: IndexSet, to destination: Int) {
        saved.move(fromOffsets: source, toOffset: destination)
    }

    func locate() async {
        try? await Task.sleep(for: .seconds(1))
        current = IdentifiedLocation(id: UUID(), location: Location(name: "Current Location", latitude: 0, longitude: 0), addedAt: .now)
    }
}
