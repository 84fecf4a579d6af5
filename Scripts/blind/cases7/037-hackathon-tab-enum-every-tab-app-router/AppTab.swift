import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case schedule, projects, messages

    var id: String { rawValue }

    @MainActor @ViewBuilder
    func makeContentView() -> some View {
        switch self {
        case .schedule:
            ScheduleTab()
        case .projects:
            ProjectsTab()
        case .messages:
            MessagesTab()
        }
    }

    @ViewBuilder
    var label: some View {
        switch self {
        case .schedule: Label("Schedule", systemImage: "calendar")
        case .projects: Label("Projects", systemImage: "hammer")
        case .messages: Label("Messages", systemImage: "bubble.left.and.bubble.right")
        }
    }
}

@main
struct HackathonApp: App {
    @State private var selectedTab: AppTab = .schedule

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selectedTab) {
                ForEach(AppTab.allCases) { tab in
                    tab.makeContentView()
                        .tabItem { tab.label }
                        .tag(tab)
                }
            }
        }
    }
}
