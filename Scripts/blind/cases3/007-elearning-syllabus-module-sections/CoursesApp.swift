import SwiftUI

struct Lesson: Hashable, Identifiable {
    let id: Int
    var title: String
    var minutes: Int
}

struct Quiz: Hashable, Identifiable {
    let id: Int
    var questionCount: Int
}

struct Module: Identifiable {
    let id: Int
    var title: String
    var lessons: [Lesson]
    var quiz: Quiz?
}

struct Course: Identifiable {
    let id: Int
    var title: String
    var modules: [Module]

    static let swiftBasics = Course(id: 1, title: "Swift Basics", modules: [
        Module(id: 1, title: "Getting Started", lessons: [
            Lesson(id: 1, title: "Hello, Playgrounds", minutes: 6),
            Lesson(id: 2, title: "Constants and Variables", minutes: 9),
        ], quiz: Quiz(id: 1, questionCount: 5)),
        Module(id: 2, title: "Collections", lessons: [
            Lesson(id: 3, title: "Arrays", minutes: 12),
        ], quiz: nil),
    ])
}

@main
struct CoursesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SyllabusView(course: .swiftBasics)
            }
        }
    }
}

struct SyllabusView: View {
    let course: Course

    var body: some View {
        List {
            ForEach(course.modules) { module in
                Section(module.title) {
                    ForEach(module.lessons) { lesson in
                        NavigationLink(value: lesson) {
                            LabeledContent(lesson.title, value: "\(lesson.minutes) min")
                        }
                    }
                    if let quiz = module.quiz {
                        NavigationLink("Module quiz", value: quiz)
                    }
                }
                .navigationDestination(for: Lesson.self) { lesson in
                    LessonPlayer(lesson: lesson)
                }
            }
        }
        .navigationTitle(course.title)
        .navigationDestination(for: Quiz.self) { quiz in
            Text("\(quiz.questionCount) questions")
        }
    }
}

struct LessonPlayer: View {
    let lesson: Lesson

    var body: some View {
        VStack {
            Text(lesson.title).font(.title)
            ProgressView(value: 0.3)
        }
        .padding()
    }
}
