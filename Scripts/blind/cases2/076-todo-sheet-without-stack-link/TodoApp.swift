import SwiftUI

@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup {
            TodayList()
        }
    }
}

struct TodoItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var project: Project?
    var isDone = false
}

struct Project: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: String
}

enum Projects {
    static let all = [
        Project(id: 1, name: "Home", color: "green"),
        Project(id: 2, name: "Work", color: "blue"),
    ]
}

struct TodayList: View {
    @State private var items = [
        TodoItem(title: "Pay rent", project: Projects.all[0]),
        TodoItem(title: "Write release notes", project: Projects.all[1]),
    ]
    @State private var showingQuickAdd = false

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                Section("Projects") {
                    ForEach(Projects.all) { project in
                        NavigationLink(project.name, value: project)
                    }
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: Project.self) { project in
                Text(project.name).navigationTitle(project.name)
            }
            .toolbar {
                Button("Add", systemImage: "plus") { showingQuickAdd = true }
            }
            .sheet(isPresented: $showingQuickAdd) {
                QuickAddSheet { newItem in
                    items.append(newItem)
                }
                .presentationDetents([.medium])
            }
        }
    }
}
