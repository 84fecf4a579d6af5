import SwiftUI

struct Lesson: Hashable { let title: String }

@main
struct CourseApp: App {
    var body: some Scene { WindowGroup { CourseView() } }
}

struct CourseView: View {
    let lessons = [Lesson(title: "Intro"), Lesson(title: "State")]
    let tags = ["swift", "ui"]

    var body: some View {
        NavigationStack {
            List {
                Section("Numbered") {
                    ForEach(Array(lessons.enumerated()), id: \.offset) { index, lesson in
                        NavigationLink("\(index + 1). \(lesson.title)", value: lesson)
                    }
                }
                Section("By index") {
                    ForEach(lessons.indices, id: \.self) { i in
                        NavigationLink(value: lessons[i]) { Text(lessons[i].title) }
                    }
                }
                Section("Tags") {
                    ForEach(tags, id: \.self) { tag in
                        NavigationLink(tag, value: tag)
                    }
                }
                Section("Numbers") {
                    ForEach(1...3, id: \.self) { n in
                        NavigationLink("Page \(n)", value: n)
                    }
                }
            }
            .navigationDestination(for: Lesson.self) { Text($0.title) }
            .navigationDestination(for: String.self) { tag in Text("#\(tag)") }
            .navigationDestination(for: Int.self) { n in Text("Page \(n)") }
        }
    }
}
