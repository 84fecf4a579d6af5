import SwiftUI

struct SkateSession: Hashable, Identifiable {
    let id: Int
    var title: String
    var start: Date
}

struct Lesson: Hashable, Identifiable {
    let id: Int
    var level: String
    var coach: String
}

@main
struct IceRinkApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ScheduleList() }
        }
    }
}

struct ScheduleList: View {
    let publicSessions = [SkateSession(id: 1, title: "Family skate", start: .now)]
    let lessons = [Lesson(id: 1, level: "Beginner", coach: "Sasha")]
    @State private var selectedSession: SkateSession?

    var body: some View {
        List {
            Section("Public skating") {
                ForEach(publicSessions) { session in
                    Button(session.title) { selectedSession = session }
                }
                .navigationDestination(item: $selectedSession) { session in
                    Text("\(session.title) at \(session.start.formatted(date: .omitted, time: .shortened))")
                }
            }
            Section("Lessons") {
                ForEach(lessons) { lesson in
                    NavigationLink("\(lesson.level) with \(lesson.coach)", value: lesson)
                }
            }
        }
        .navigationDestination(for: Lesson.self) { lesson in
            Text(lesson.level)
        }
        .navigationTitle("Ice rink")
    }
}
