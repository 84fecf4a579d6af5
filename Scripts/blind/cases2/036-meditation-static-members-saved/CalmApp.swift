import SwiftUI

@main
struct CalmApp: App {
    var body: some Scene {
        WindowGroup {
            HomeScreen()
        }
    }
}

struct HomeScreen: View {
    @State private var path = NavigationPath()
    @SceneStorage("home.path") private var restoredPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Today") {
                    NavigationLink(value: Session.dailyPick) {
                        Label(Session.dailyPick.title, systemImage: "sun.max")
                    }
                    Button("Start the recommended course") {
                        path.append(Course.recommended)
                    }
                }
                Section("Courses") {
                    NavigationLink("Beginner", value: Course.beginner)
                    NavigationLink(Course.all[1].title, value: Course.all[1])
                }
            }
            .navigationTitle("Calm")
            .navigationDestination(for: Session.self) { session in
                PlayerView(session: session)
            }
            .navigationDestination(for: Course.self) { course in
                List(course.sessions) { session in
                    NavigationLink(session.title, value: session)
                }
                .navigationTitle(course.title)
            }
        }
        .onAppear {
            if let restoredPath, let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: restoredPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            restoredPath = try? JSONEncoder().encode(path.codable)
        }
    }
}

struct PlayerView: View {
    let session: Session
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 24) {
            Text(session.title).font(.title)
            Text("\(session.minutes) min")
            Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(session.title)
    }
}
