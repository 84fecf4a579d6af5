import SwiftUI

enum Topic: String, CaseIterable, Identifiable, Hashable {
    case swift, kotlin
    var id: String { rawValue }
}

struct Course: Hashable {
    let name: String
    let level: Int
    var slug: String { name.lowercased() }
}

@main
struct LearnApp: App {
    var body: some Scene { WindowGroup { LearnRoot() } }
}

struct LearnRoot: View {
    let course = Course(name: "Swift", level: 2)
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(Topic.allCases) { topic in
                    NavigationLink(topic.rawValue, value: topic.rawValue)
                }
                NavigationLink("Slug", value: course.slug)
                NavigationLink("Level", value: course.level)
                NavigationLink("Next level", value: course.level + 1)
                NavigationLink("Pi", value: 3.14)
                NavigationLink("Name", value: "\(course.name) 101")
                NavigationLink("Flag", value: true)
            }
            .navigationDestination(for: String.self) { Text($0) }
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .navigationDestination(for: Double.self) { Text("\($0)") }
            .navigationDestination(for: Bool.self) { Text("\($0)") }
        }
    }
}
