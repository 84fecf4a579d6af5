import SwiftUI

struct TaskList: Hashable, Identifiable {
    let id: UUID
    var name: String
    var count: Int
}

struct SmartFilter: Hashable, Identifiable {
    let id: String
    var title: String
    var symbol: String
}

@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TasksHome(lists: [], filters: [
                    SmartFilter(id: "today", title: "Today", symbol: "sun.max"),
                    SmartFilter(id: "flagged", title: "Flagged", symbol: "flag"),
                ])
            }
        }
    }
}

struct TasksHome: View {
    let lists: [TaskList]
    let filters: [SmartFilter]

    var body: some View {
        VStack(spacing: 0) {
            FilterBar(filters: filters)
                .navigationDestination(for: SmartFilter.self) { filter in
                    Text(filter.title).font(.largeTitle)
                }
            List(lists) { list in
                NavigationLink(value: list) {
                    LabeledContent(list.name, value: "\(list.count)")
                }
            }
        }
        .navigationTitle("Tasks")
        .navigationDestination(for: TaskList.self) { list in
            Text(list.name)
        }
    }
}

struct FilterBar: View {
    let filters: [SmartFilter]

    var body: some View {
        HStack {
            ForEach(filters) { filter in
                NavigationLink(value: filter) {
                    Label(filter.title, systemImage: filter.symbol)
                }
                .buttonStyle(.bordered)
            }
        }
        .padding()
    }
}
