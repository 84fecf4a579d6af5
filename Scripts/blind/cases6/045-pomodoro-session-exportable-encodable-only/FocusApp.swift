import SwiftUI

@main
struct FocusApp: App {
    var body: some Scene {
        WindowGroup {
            TodayRoot()
        }
    }
}

struct TodayRoot: View {
    @State private var path = NavigationPath()
    @SceneStorage("focus.path") private var savedPath: Data?
    @State private var projects: [Project] = []
    @State private var sessions: [FocusSession] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Projects") {
                    ForEach(projects) { project in
                        NavigationLink(project.name, value: project)
                    }
                }
                Section("Today") {
                    ForEach(sessions) { session in
                        NavigationLink(value: session) {
                            LabeledContent(session.startedAt.formatted(date: .omitted, time: .shortened),
                                           value: "\(session.minutes) min")
                        }
                    }
                }
            }
            .navigationTitle("Focus")
            .navigationDestination(for: Project.self) { project in
                Text(project.name).navigationTitle("Project")
            }
            .navigationDestination(for: FocusSession.self) { session in
                SessionView(session: session)
            }
        }
        .task {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            guard let representation = path.codable else { return }
            savedPath = try? JSONEncoder().encode(representation)
        }
    }
}

struct SessionView: View {
    let session: FocusSession

    var body: some View {
        Form {
            LabeledContent("Length", value: "\(session.minutes) min")
            LabeledContent("Completed", value: session.completed ? "Yes" : "No")
            ShareLink(item: (try? session.exportData())?.base64EncodedString() ?? "")
        }
        .navigationTitle("Session")
    }
}
