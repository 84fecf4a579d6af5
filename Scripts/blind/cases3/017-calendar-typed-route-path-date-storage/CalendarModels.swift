import SwiftUI

struct CalendarEvent: Identifiable, Hashable {
    let id: UUID
    var title: String
    var start: Date
    var end: Date
    var tint: Color
}

final class EventDraft: Hashable {
    var title = ""
    var start = Date.now
    var duration: TimeInterval = 3_600

    static func == (lhs: EventDraft, rhs: EventDraft) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

enum CalendarRoute: Hashable {
    case day(Date)
    case event(CalendarEvent)
    case compose(EventDraft)
}
