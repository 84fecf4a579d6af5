import SwiftUI

struct ClassSession: Identifiable, Hashable {
    let id: Int
    let title: String
    let belt: Belt
    let start: Date
}

enum Belt: String, CaseIterable, Identifiable, Hashable {
    case white, yellow, orange, green, blue, brown, black
    var id: String { rawValue }
}

enum Timetable {
    static let sessions = [
        ClassSession(id: 1, title: "Kihon & kata", belt: .white, start: .now),
        ClassSession(id: 2, title: "Kumite", belt: .green, start: .now.addingTimeInterval(7_200)),
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
    @State private var belt: Belt = .white

    private var sessions: [ClassSession] {
        Timetable.sessions.filter { $0.belt == belt }
    }

    var body: some View {
        List {
            Picker("Belt", selection: $belt) {
                ForEach(Belt.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            ForEach(sessions) { session in
                NavigationLink(session.title, value: session)
            }
        }
        .overlay {
            if sessions.isEmpty {
                EmptyTimetableView(belt: belt)
            }
        }
        .navigationTitle("Classes")
        .navigationDestination(for: ClassSession.self) { session in
            Text("\(session.title) at \(session.start.formatted(date: .omitted, time: .shortened))")
        }
    }
}
