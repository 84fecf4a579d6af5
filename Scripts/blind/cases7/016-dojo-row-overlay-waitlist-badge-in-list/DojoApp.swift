import SwiftUI

struct ClassSession: Identifiable, Hashable {
    let id: Int
    let title: String
    let sensei: String
    let start: Date
    let capacity: Int
    let booked: Int

    var isFull: Bool { booked >= capacity }
}

enum Timetable {
    static let sessions = [
        ClassSession(id: 1, title: "Kihon & kata", sensei: "Sensei Mori", start: .now, capacity: 20, booked: 20),
        ClassSession(id: 2, title: "Kumite", sensei: "Sensei Ada", start: .now.addingTimeInterval(7_200), capacity: 16, booked: 9),
        ClassSession(id: 3, title: "Kids' karate", sensei: "Sensei Mori", start: .now.addingTimeInterval(86_400), capacity: 12, booked: 12),
    ]
}

@main
struct DojoApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TimetableView()
            }
        }
    }
}

struct TimetableView: View {
    var body: some View {
        List {
            ForEach(Timetable.sessions) { session in
                NavigationLink(value: session) {
                    ClassRow(session: session)
                }
                .overlay(alignment: .topTrailing) {
                    if session.isFull {
                        WaitlistBadge(session: session)
                    }
                }
            }
        }
        .navigationTitle("This week")
        .navigationDestination(for: ClassSession.self) { session in
            ClassDetailView(session: session)
        }
    }
}

struct ClassRow: View {
    let session: ClassSession

    var body: some View {
        VStack(alignment: .leading) {
            Text(session.title).font(.headline)
            Text("\(session.sensei) · \(session.start.formatted(date: .omitted, time: .shortened))")
                .font(.caption)
        }
    }
}

struct ClassDetailView: View {
    let session: ClassSession

    var body: some View {
        Text("\(session.booked) of \(session.capacity) mats booked")
            .navigationTitle(session.title)
    }
}
