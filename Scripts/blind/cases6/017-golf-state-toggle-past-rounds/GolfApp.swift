import SwiftUI

struct Hole: Hashable, Identifiable {
    let id: Int
    var par: Int
    var yards: Int
}

struct Round: Hashable, Identifiable {
    let id: UUID
    var playedOn: Date
    var strokes: [Int]

    var total: Int { strokes.reduce(0, +) }
}

struct Course: Hashable, Identifiable {
    let id: UUID
    var name: String
    var holes: [Hole]
    var pastRounds: [Round]
}

@main
struct GolfApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CoursesView()
                    .navigationDestination(for: Course.self) { course in
                        CourseView(course: course)
                    }
                    .navigationDestination(for: Hole.self) { hole in
                        HoleView(hole: hole)
                    }
            }
        }
    }
}

struct CoursesView: View {
    @State private var courses: [Course] = []

    var body: some View {
        List(courses) { course in
            NavigationLink(course.name, value: course)
        }
        .navigationTitle("Courses")
    }
}

struct HoleView: View {
    let hole: Hole

    var body: some View {
        VStack {
            Text("Hole \(hole.id)").font(.largeTitle)
            Text("Par \(hole.par) · \(hole.yards) yd")
        }
    }
}
