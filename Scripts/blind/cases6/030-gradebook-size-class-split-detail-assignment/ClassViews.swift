import SwiftUI

struct ClassView: View {
    let schoolClass: SchoolClass

    var body: some View {
        List(schoolClass.students) { student in
            NavigationLink(value: student) {
                Text(student.name)
            }
        }
        .navigationTitle(schoolClass.name)
    }
}

struct StudentView: View {
    let student: Student

    private var average: Double {
        guard !student.grades.isEmpty else { return 0 }
        return student.grades.map(\.score).reduce(0, +) / Double(student.grades.count)
    }

    var body: some View {
        List {
            Section {
                LabeledContent("Average", value: average, format: .number.precision(.fractionLength(1)))
            }
            Section("Grades") {
                ForEach(student.grades) { grade in
                    NavigationLink(value: grade.assignment) {
                        LabeledContent(grade.assignment.title, value: grade.score, format: .number)
                    }
                }
            }
        }
        .navigationTitle(student.name)
    }
}

struct AssignmentView: View {
    let assignment: Assignment

    var body: some View {
        Text("Due \(assignment.dueDate.formatted(date: .abbreviated, time: .omitted))")
            .navigationTitle(assignment.title)
    }
}
