import SwiftUI

@main
struct AgendaApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                AgendaView()
            }
        }
    }
}

struct CalendarEvent: Identifiable, Hashable {
    let id: UUID
    let title: String
    let start: Date
    let location: String?
}

struct Day: Identifiable, Hashable {
    var id: Date { date }
    let date: Date
    let events: [CalendarEvent]
}

enum AgendaData {
    static func nextDays(_ count: Int) -> [Day] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: .now)
        return (0..<count).compactMap { offset in
            guard let date = calendar.date(byAdding: .day, value: offset, to: today) else { return nil }
            let events = (0..<(offset % 3 + 1)).map { index in
                CalendarEvent(
                    id: UUID(),
                    title: "Event \(index + 1)",
                    start: date.addingTimeInterval(Double(9 + index * 2) * 3600),
                    location: index == 0 ? "Office" : nil
                )
            }
            return Day(date: date, events: events)
        }
    }
}
