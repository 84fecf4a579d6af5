import SwiftUI

@main
struct CoursesApp: App {
    var body: some Scene {
        WindowGroup {
            CoursesSplitView()
        }
    }
}

enum Subject: String, CaseIterable, Identifiable, Hashable {
    case math, physics, history
    var id: String { rawValue }
}

struct Lesson: Identifiable, Hashable {
    let id: Int
    let subject: Subject
    let title: String
    let minutes: Int
    let isLocked: Bool
}

enum Curriculum {
    static let lessons: [Lesson] = Subject.allCases.flatMap { subject in
        (1...8).map { number in
            Lesson(
                id: subject.hashValue &+ number,
                subject: subject,
                title: "\(subject.rawValue.capitalized) \(number)",
                minutes: 10 + number * 2,
                isLocked: number > 5
            )
        }
    }

    static func lessons(in subject: Subject) -> [Lesson] {
        lessons.filter { $0.subject == subject }
    }
}
