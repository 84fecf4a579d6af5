import SwiftUI

struct CommunityEvent: Hashable, Identifiable {
    let id: UUID
    var title: String
    var venue: String
}

struct VolunteerShift: Hashable, Identifiable {
    let id: UUID
    var eventID: UUID
    var role: String
}

enum EventRoute: Hashable {
    case event(CommunityEvent.ID)
    case shift(VolunteerShift.ID)
    case calendar
}

@Observable
final class EventsRouter {
    var path = NavigationPath() {
        didSet { persist() }
    }

    func push(_ route: EventRoute) {
        path.append(route)
    }

    func showEvent(_ event: CommunityEvent) {
        push(.event(event.id))
    }

    func showShift(_ shift: VolunteerShift) {
        push(.shift(shift.id))
    }

    private func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation)
        else { return }
        UserDefaults.standard.set(data, forKey: "events.path")
    }
}
