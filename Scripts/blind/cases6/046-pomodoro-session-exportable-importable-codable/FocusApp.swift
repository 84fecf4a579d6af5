import SwiftUI

@Observable
final class FocusNavigator {
    var path = NavigationPath()

    func open(_ session: FocusSession) {
        path.append(session)
    }
}

@main
struct FocusApp: App {
    @State private var navigator = FocusNavigator()
    @SceneStorage("focus.path") private var savedPath: Data?

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                TodayView()
                    .navigationDestination(for: FocusSession.self) { session in
                        Text("\(session.minutes) min").navigationTitle("Session")
                    }
                    .navigationDestination(for: Project.self) { project in
                        Text(project.name).navigationTitle("Project")
                    }
            }
            .environment(navigator)
            .task {
                if let savedPath,
                   let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                    navigator.path = NavigationPath(representation)
                }
            }
            .onChange(of: navigator.path) {
                guard let representation = navigator.path.codable else { return }
                savedPath = try? JSONEncoder().encode(representation)
            }
        }
    }
}

struct TodayView: View {
    @Environment(FocusNavigator.self) private var navigator
    @State private var projects: [Project] = []
    @State private var sessions: [FocusSession] = []

    var body: some View {
        List {
            Section("Projects") {
                ForEach(projects) { project in
                    NavigationLink(project.name, value: project)
                }
            }
            Section("Today") {
                ForEach(sessions) { session in
                    Button("\(session.minutes) min") { navigator.open(session) }
                }
            }
        }
        .navigationTitle("Focus")
        .onOpenURL { url in
            guard let data = Data(base64Encoded: url.lastPathComponent),
                  let session = try? FocusSession.imported(from: data) else { return }
            navigator.open(session)
        }
    }
}
