import SwiftUI

@main
struct StudioApp: App {
    @StateObject private var navigator = StudioNavigator()

    var body: some Scene {
        WindowGroup {
            StudioView()
                .environmentObject(navigator)
                .onDisappear { navigator.persist() }
        }
    }
}

struct StudioView: View {
    @EnvironmentObject private var navigator: StudioNavigator
    private let projects = [Project(name: "Demo"), Project(name: "Album")]
    private let tracks = [Track(id: 1, name: "Drums"), Track(id: 2, name: "Bass")]

    var body: some View {
        NavigationStack(path: $navigator.path) {
            List {
                Section("Projects") {
                    ForEach(projects) { project in
                        Button(project.name) { navigator.push(project) }
                    }
                }
                Section("Tracks") {
                    ForEach(tracks) { track in
                        Button(track.name) { navigator.push(track) }
                    }
                }
                Button("Reverb") { navigator.push(Effect(name: "Reverb", tint: .purple)) }
            }
            .navigationTitle("Studio")
            .navigationDestination(for: Project.self) { project in
                Text(project.name)
            }
            .navigationDestination(for: Track.self) { track in
                Text(track.name)
            }
            .navigationDestination(for: Effect.self) { effect in
                effect.tint.ignoresSafeArea()
            }
        }
    }
}
