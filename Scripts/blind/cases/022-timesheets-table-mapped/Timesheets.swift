import SwiftUI

struct Employee: Hashable, Identifiable {
    let id: Int
    var name: String
    var team: String
}

struct TimeEntry: Hashable, Identifiable {
    let id: UUID
    var employee: Employee
    var hours: Double
    var day: Date
}

@main
struct TimesheetsApp: App {
    var body: some Scene {
        WindowGroup {
            TimesheetView(entries: [])
        }
    }
}

struct TimesheetView: View {
    let entries: [TimeEntry]
    @State private var path = NavigationPath()
    @State private var sortOrder = [KeyPathComparator(\TimeEntry.day)]

    var body: some View {
        NavigationStack(path: $path) {
            Table(entries.sorted(using: sortOrder), sortOrder: $sortOrder) {
                TableColumn("Employee", value: \.employee.name) { entry in
                    NavigationLink(entry.employee.name, value: entry.employee)
                }
                TableColumn("Day", value: \.day) { entry in
                    NavigationLink(value: entry) {
                        Text(entry.day, format: .dateTime.weekday().day().month())
                    }
                }
                TableColumn("Hours", value: \.hours) { entry in
                    Text(entry.hours, format: .number.precision(.fractionLength(1)))
                }
            }
            .navigationTitle("Timesheets")
            .navigationDestination(for: Employee.self) { employee in
                EmployeeView(employee: employee, entries: entries.filter { $0.employee == employee })
            }
            .navigationDestination(for: TimeEntry.self) { entry in
                Text("\(entry.hours) h on \(entry.day.formatted(date: .abbreviated, time: .omitted))")
            }
            .toolbar {
                Button("Longest day") {
                    if let longest = entries.max(by: { $0.hours < $1.hours }) {
                        path.append(longest)
                    }
                }
            }
        }
    }
}

struct EmployeeView: View {
    let employee: Employee
    let entries: [TimeEntry]

    var body: some View {
        List(entries) { entry in
            NavigationLink(value: entry) {
                LabeledContent(entry.day.formatted(date: .abbreviated, time: .omitted), value: "\(entry.hours) h")
            }
        }
        .navigationTitle(employee.name)
    }
}
