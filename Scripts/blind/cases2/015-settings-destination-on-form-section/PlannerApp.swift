import SwiftUI

@main
struct PlannerApp: App {
    @State private var showSettings = false

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Today")
                    .font(.largeTitle)
                    .toolbar {
                        Button("Settings", systemImage: "gear") { showSettings = true }
                    }
            }
            .sheet(isPresented: $showSettings) {
                SettingsView()
            }
        }
    }
}

struct PlannerPreviewData {
    static let tasks = ["Write report", "Call Sam", "Groceries"]
    static let tags = ["work", "home", "errand"]

    static func task(at index: Int) -> String {
        tasks[index % tasks.count]
    }

    static func tag(for task: String) -> String {
        switch task {
        case "Write report": "work"
        case "Call Sam": "home"
        default: "errand"
        }
    }

    static var summary: String {
        "\(tasks.count) tasks, \(tags.count) tags"
    }

    static var isEmpty: Bool {
        tasks.isEmpty
    }
}
