import SwiftUI

struct Instructor: Hashable, Identifiable {
    let id: Int
    var name: String
    var specialty: String
}

struct GymClass: Hashable, Identifiable {
    let id: Int
    var title: String
    var start: Date
    var instructor: Instructor
    var spotsLeft: Int
}

enum ClassRoute: Hashable {
    case detail(classID: Int)
    case waitlist(classID: Int)
}

@main
struct GymApp: App {
    var body: some Scene {
        WindowGroup {
            ClassScheduleView()
        }
    }
}

struct ClassScheduleView: View {
    @State private var path = NavigationPath()
    private let classes = [
        GymClass(id: 1, title: "Spin 45", start: .now.addingTimeInterval(3_600),
                 instructor: Instructor(id: 9, name: "Ana", specialty: "Cycling"), spotsLeft: 3),
        GymClass(id: 2, title: "Vinyasa Flow", start: .now.addingTimeInterval(7_200),
                 instructor: Instructor(id: 4, name: "Ben", specialty: "Yoga"), spotsLeft: 0),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(classes) { session in
                VStack(alignment: .leading, spacing: 4) {
                    Button(session.title) { path.showClass(session) }
                        .font(.headline)
                    Button("with \(session.instructor.name)") { path.showInstructor(session.instructor) }
                        .font(.subheadline)
                    Text(session.spotsLeft > 0 ? "\(session.spotsLeft) spots left" : "Full")
                        .font(.caption)
                        .foregroundStyle(session.spotsLeft > 0 ? Color.secondary : Color.red)
                }
                .buttonStyle(.borderless)
            }
            .navigationTitle("Classes")
            .navigationDestination(for: GymClass.self) { session in
                Text(session.title)
            }
            .navigationDestination(for: Instructor.self) { instructor in
                Text("\(instructor.name) · \(instructor.specialty)")
            }
        }
    }
}
