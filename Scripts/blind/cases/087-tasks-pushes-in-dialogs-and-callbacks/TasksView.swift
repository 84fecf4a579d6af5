import SwiftUI

struct TaskItem: Hashable, Identifiable {
    let id: UUID
    var title: String
    var list: TaskListRef
}

struct TaskListRef: Hashable {
    var name: String
}

struct SearchQuery: Hashable {
    var text: String
}

@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup { TasksView() }
    }
}

struct TasksView: View {
    @State private var path = NavigationPath()
    @State private var tasks: [TaskItem] = []
    @State private var query = ""
    @State private var pendingDelete: TaskItem?
    @State private var showingMoveDialog = false

    var body: some View {
        NavigationStack(path: $path) {
            List(tasks) { task in
                NavigationLink(task.title, value: task)
                    .contextMenu {
                        Button("Open list") { path.append(task.list) }
                        Button("Delete", role: .destructive) { pendingDelete = task }
                    }
            }
            .navigationTitle("Tasks")
            .navigationDestination(for: TaskItem.self) { task in
                Text(task.title)
            }
            .searchable(text: $query)
            .onSubmit(of: .search) {
                path.append(SearchQuery(text: query))
            }
            .refreshable {
                if let first = tasks.first {
                    path.append(first.list)
                }
            }
            .alert("Delete task?", isPresented: Binding(get: { pendingDelete != nil }, set: { if !$0 { pendingDelete = nil } })) {
                Button("Show its list instead") {
                    if let pendingDelete { path.append(pendingDelete.list) }
                }
                Button("Delete", role: .destructive) { tasks.removeAll { $0 == pendingDelete } }
            }
            .confirmationDialog("Move", isPresented: $showingMoveDialog) {
                Button("Inbox") { path.append(TaskListRef(name: "Inbox")) }
            }
        }
    }
}
