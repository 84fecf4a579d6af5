import SwiftUI

struct Course: Hashable, Identifiable {
    let id: String
    var title: String
    var instructor: String
    var progress: Double
}

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CatalogView()
            }
        }
    }
}

struct CatalogView: View {
    @State private var enrolled: [Course] = [
        Course(id: "ios101", title: "iOS Development 101", instructor: "A. Rivera", progress: 0.4),
    ]
    @State private var recommended: [Course] = [
        Course(id: "ml", title: "Intro to Machine Learning", instructor: "K. Osei", progress: 0),
        Course(id: "ux", title: "UX Foundations", instructor: "M. Chen", progress: 0),
    ]

    var body: some View {
        CardList {
            Section("Continue learning") {
                ForEach(enrolled) { course in
                    NavigationLink(value: course) {
                        CourseCard(course: course)
                    }
                }
                .navigationDestination(for: Course.self) { course in
                    CourseOverview(course: course)
                }
            }
            Section("Recommended for you") {
                ForEach(recommended) { course in
                    NavigationLink(value: course) {
                        CourseCard(course: course)
                    }
                }
            }
        }
        .navigationTitle("Learn")
    }
}

struct CourseCard: View {
    let course: Course

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(course.title).font(.headline)
            Text(course.instructor).font(.subheadline).foregroundStyle(.secondary)
            if course.progress > 0 {
                ProgressView(value: course.progress)
            }
        }
    }
}

struct CourseOverview: View {
    let course: Course

    var body: some View {
        ScrollView {
            Text(course.title).font(.largeTitle)
        }
    }
}
