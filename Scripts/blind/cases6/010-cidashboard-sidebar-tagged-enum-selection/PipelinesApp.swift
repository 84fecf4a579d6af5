import SwiftUI

struct Project: Hashable, Identifiable {
    let id: Int
    var name: String
    var pipelines: [Pipeline]
}

struct Pipeline: Hashable, Identifiable {
    let id: Int
    var ref: String
    var status: String
    var jobs: [Job]
}

struct Job: Hashable, Identifiable {
    let id: Int
    var name: String
    var stage: String
}

struct Runner: Hashable, Identifiable {
    let id: Int
    var hostname: String
    var isOnline: Bool
}

enum SidebarItem: Hashable {
    case pipelines
    case runners
    case project(Project.ID)
}

@Observable
final class DashboardStore {
    var projects: [Project] = []
    var runners: [Runner] = []

    var recentPipelines: [Pipeline] {
        projects.flatMap(\.pipelines).sorted { $0.id > $1.id }
    }

    func project(_ id: Project.ID) -> Project? {
        projects.first { $0.id == id }
    }
}

@main
struct PipelinesApp: App {
    @State private var store = DashboardStore()

    var body: some Scene {
        WindowGroup {
            DashboardView()
                .environment(store)
        }
    }
}
