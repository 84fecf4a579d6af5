import SwiftUI

struct Course: Hashable, Identifiable {
    let id: Int
    var title: String
    var lessons: [Lesson]
}

struct Lesson: Hashable, Identifiable {
    let id: Int
    var title: String
    var quiz: Quiz?
}

struct Quiz: Hashable {
    var lessonID: Int
    var questions: Int
}

@main
struct CoursesApp: App {
    var body: some Scene {
        WindowGroup { CatalogView(courses: []) }
    }
}

struct CatalogView: View {
    let courses: [Course]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(courses) { course in
                NavigationLink(course.title, value: course)
            }
            .navigationTitle("Courses")
            .navigationDestination(for: Course.self) { course in
                CourseView(course: course, path: $path)
            }
        }
    }
}

struct CourseView: View {
    let course: Course
    @Binding var path: NavigationPath

    var body: some View {
        List(course.lessons) { lesson in
            NavigationLink(lesson.title, value: lesson)
        }
        .navigationTitle(course.title)
        .toolbar {
            Button("Resume") {
                if let next = course.lessons.first(where: { $0.quiz == nil }) {
                    path.append(next)
                }
            }
        }
        .navigationDestination(for: Lesson.self) { lesson in
            LessonView(lesson: lesson, path: $path)
        }
        .navigationDestination(for: Quiz.self) { quiz in
            Text("\(quiz.questions) questions")
        }
    }
}

struct LessonView: View {
    let lesson: Lesson
    @Binding var path: NavigationPath

    var body: some View {
        VStack(spacing: 16) {
            Text(lesson.title).font(.title)
            if let quiz = lesson.quiz {
                Button("Take the quiz") { path.append(quiz) }
            }
        }
    }
}
