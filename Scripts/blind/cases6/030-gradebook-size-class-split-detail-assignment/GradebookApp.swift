import SwiftUI

struct Assignment: Hashable, Identifiable {
    let id: Int
    var title: String
    var dueDate: Date
}

struct Grade: Hashable, Identifiable {
    let id: Int
    var assignment: Assignment
    var score: Double
}

struct Student: Hashable, Identifiable {
    let id: Int
    var name: String
    var grades: [Grade]
}

struct SchoolClass: Hashable, Identifiable {
    let id: Int
    var name: String
    var students: [Student]
}

@main
struct GradebookApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var classes: [SchoolClass] = []
    @State private var selectedClass: SchoolClass?

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List(classes) { schoolClass in
                    NavigationLink(schoolClass.name, value: schoolClass)
                }
                .navigationTitle("Classes")
                .navigationDestination(for: SchoolClass.self) { schoolClass in
                    ClassView(schoolClass: schoolClass)
                }
                .navigationDestination(for: Student.self) { student in
                    StudentView(student: student)
                }
                .navigationDestination(for: Assignment.self) { assignment in
                    AssignmentView(assignment: assignment)
                }
            }
        } else {
            NavigationSplitView {
                List(classes, selection: $selectedClass) { schoolClass in
                    NavigationLink(schoolClass.name, value: schoolClass)
                }
                .navigationTitle("Classes")
            } detail: {
                NavigationStack {
                    Group {
                        if let selectedClass {
                            ClassView(schoolClass: selectedClass)
                        } else {
                            ContentUnavailableView("Choose a class", systemImage: "person.3")
                        }
                    }
                    .navigationDestination(for: Student.self) { student in
                        StudentView(student: student)
                    }
                }
            }
        }
    }
}
