import SwiftUI

struct CoursesSplitView: View {
    @State private var subject: Subject? = .math
    @State private var lessonPath: [Lesson] = []

    var body: some View {
        NavigationSplitView {
            List(Subject.allCases, selection: $subject) { subject in
                NavigationLink(subject.rawValue.capitalized, value: subject)
            }
            .navigationTitle("Subjects")
        } detail: {
            NavigationStack(path: $lessonPath) {
                if let subject {
                    LessonList(subject: subject)
                }
            }
        }
        .onChange(of: subject) { lessonPath = [] }
    }
}

struct LessonList: View {
    let subject: Subject

    var body: some View {
        List {
            Group {
                ForEach(Curriculum.lessons(in: subject)) { lesson in
                    NavigationLink(value: lesson) {
                        HStack {
                            Text(lesson.title)
                            Spacer()
                            if lesson.isLocked {
                                Image(systemName: "lock.fill").foregroundStyle(.secondary)
                            } else {
                                Text("\(lesson.minutes) min").foregroundStyle(.secondary)
                            }
                        }
                    }
                    .disabled(lesson.isLocked)
                }
            }
            .navigationDestination(for: Lesson.self) { lesson in
                LessonPlayer(lesson: lesson)
            }
        }
        .navigationTitle(subject.rawValue.capitalized)
    }
}

struct LessonPlayer: View {
    let lesson: Lesson

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "play.rectangle.fill").font(.system(size: 80))
            Text(lesson.title).font(.title)
            Text("\(lesson.minutes) minutes")
        }
        .navigationTitle(lesson.title)
    }
}
