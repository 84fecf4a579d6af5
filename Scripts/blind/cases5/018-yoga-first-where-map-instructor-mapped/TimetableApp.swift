import SwiftUI

struct Teacher: Hashable, Identifiable {
    let id: Int
    var name: String
    var style: String
}

struct Session: Hashable, Identifiable {
    let id: Int
    var title: String
    var startsAt: Date
    var teacher: Teacher
}

@main
struct TimetableApp: App {
    var body: some Scene {
        WindowGroup { TimetableView() }
    }
}

struct TimetableView: View {
    @State private var sessions: [Session] = []

    private var nextSession: Session? {
        sessions.filter { $0.startsAt > .now }.sorted { $0.startsAt < $1.startsAt }.first
    }

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Today's teacher", value: sessions.first { Calendar.current.isDateInToday($0.startsAt) }.map(\.teacher))
                NavigationLink("Up next", value: nextSession)
                ForEach(sessions) { session in
                    NavigationLink(session.title, value: session)
                }
            }
            .navigationDestination(for: Session.self) { session in
                Text(session.title)
            }
            .navigationDestination(for: Teacher.self) { teacher in
                Text("\(teacher.name) teaches \(teacher.style)")
            }
            .navigationTitle("Timetable")
        }
    }
}
