import SwiftUI

struct Project: Identifiable, Hashable {
    let id: Int
    let name: String
    let team: [String]
}

struct MessageThread: Identifiable, Hashable {
    let id: Int
    let title: String
    let projectID: Project.ID?
}

enum Event {
    static let projects = [
        Project(id: 7, name: "Compost Cam", team: ["ines", "marco"]),
        Project(id: 9, name: "Transit Buddy", team: ["kaia"]),
    ]
    static let threads = [
        MessageThread(id: 1, title: "Judging starts at 4pm", projectID: nil),
        MessageThread(id: 2, title: "Compost Cam demo", projectID: 7),
    ]
}

struct ScheduleTab: View {
    @State private var router = RouterPath()

    var body: some View {
        NavigationStack(path: $router.path) {
            List(1...5, id: \.self) { id in
                Button("Session \(id)") { router.navigate(to: .session(id: id)) }
            }
            .navigationTitle("Schedule")
            .withAppRouter()
        }
        .environment(router)
    }
}

struct ProjectsTab: View {
    @State private var router = RouterPath()

    var body: some View {
        NavigationStack(path: $router.path) {
            List(Event.projects) { project in
                ProjectCard(project: project)
            }
            .navigationTitle("Projects")
            .withAppRouter()
        }
        .environment(router)
    }
}

struct MessagesTab: View {
    @State private var router = RouterPath()

    var body: some View {
        NavigationStack(path: $router.path) {
            List(Event.threads) { thread in
                NavigationLink(thread.title, value: thread)
            }
            .navigationTitle("Messages")
            .navigationDestination(for: MessageThread.self) { thread in
                ThreadView(thread: thread)
            }
        }
        .environment(router)
    }
}

struct ThreadView: View {
    let thread: MessageThread

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(thread.title).font(.headline)
            if let projectID = thread.projectID,
               let project = Event.projects.first(where: { $0.id == projectID }) {
                ProjectCard(project: project)
            }
            Spacer()
        }
        .padding()
    }
}

/// Shown in the Projects list and attached to message threads.
struct ProjectCard: View {
    @Environment(RouterPath.self) private var router
    let project: Project

    var body: some View {
        Button {
            router.navigate(to: .project(id: project.id))
        } label: {
            VStack(alignment: .leading) {
                Text(project.name).font(.headline)
                Text(project.team.map { "@\($0)" }.joined(separator: " ")).font(.caption)
            }
        }
    }
}

struct ProjectDetailView: View {
    @Environment(RouterPath.self) private var router
    let projectID: Project.ID

    var body: some View {
        List(Event.projects.first { $0.id == projectID }?.team ?? [], id: \.self) { handle in
            Button("@\(handle)") { router.navigate(to: .hacker(handle: handle)) }
        }
    }
}
