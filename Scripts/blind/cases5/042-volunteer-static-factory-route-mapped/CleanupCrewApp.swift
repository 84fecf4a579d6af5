import SwiftUI

@main
struct CleanupCrewApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TasksView()
            }
        }
    }
}

struct TasksView: View {
    let tasks: [CrewTask] = []

    var body: some View {
        List(tasks) { task in
            TaskRow(task: task)
        }
        .navigationDestination(for: CleanupRoute.self) { route in
            Text(String(describing: route))
        }
        .toolbar {
            NavigationLink("Join", value: CleanupRoute.join)
        }
        .navigationTitle("Crew tasks")
    }
}

struct TaskRow: View {
    let task: CrewTask

    var body: some View {
        VStack(alignment: .leading) {
            NavigationLink(task.title, value: CleanupRoute.detail(for: task))
            NavigationLink("Where", value: CleanupRoute.location(of: task))
                .font(.caption)
        }
    }
}
