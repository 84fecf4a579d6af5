import SwiftUI

struct Person: Hashable, Identifiable {
    let id: UUID
    var name: String
}

struct TodoItem: Hashable, Identifiable {
    let id: UUID
    var title: String
    var done: Bool
    var assignee: Person
}

struct Project: Hashable, Identifiable {
    let id: UUID
    var name: String
}

@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup {
            ProjectsView()
        }
    }
}

struct ProjectsView: View {
    @State private var projects: [Project] = [Project(id: UUID(), name: "Home")]

    var body: some View {
        NavigationStack {
            List(projects) { project in
                NavigationLink(project.name, value: project)
            }
            .navigationTitle("Projects")
            .navigationDestination(for: Project.self) { project in
                TodoListView(project: project)
            }
        }
    }
}

struct TodoListView: View {
    let project: Project
    @State private var items: [TodoItem] = []

    var body: some View {
        List {
            Section("Open") {
                ForEach($items) { $item in
                    HStack {
                        Toggle("", isOn: $item.done).labelsHidden()
                        NavigationLink(item.title, value: item)
                    }
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            Section("Owners") {
                ForEach(items.indices, id: \.self) { index in
                    NavigationLink(items[index].assignee.name, value: items[index].assignee)
                }
            }
        }
        .navigationTitle(project.name)
        .toolbar {
            Button("Add", systemImage: "plus") {
                items.append(TodoItem(id: UUID(), title: "New", done: false, assignee: Person(id: UUID(), name: "Me")))
            }
        }
    }
}
