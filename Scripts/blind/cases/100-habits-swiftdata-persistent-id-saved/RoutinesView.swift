import SwiftUI
import SwiftData

@main
struct RoutinesApp: App {
    var body: some Scene {
        WindowGroup { RoutinesView() }
            .modelContainer(for: Routine.self)
    }
}

struct RoutinesView: View {
    @Query(sort: \Routine.name) private var routines: [Routine]
    @Environment(\.modelContext) private var context
    @State private var path = NavigationPath()
    @SceneStorage("routines.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(routines) { routine in
                NavigationLink(routine.name, value: routine.persistentModelID)
            }
            .navigationTitle("Routines")
            .navigationDestination(for: PersistentIdentifier.self) { id in
                if let routine = context.model(for: id) as? Routine {
                    RoutineDetail(routine: routine)
                }
            }
            .navigationDestination(for: RoutinePanel.self) { panel in
                Text(panel.title)
            }
        }
        .onAppear {
            guard let savedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct RoutineDetail: View {
    let routine: Routine

    var body: some View {
        List {
            ForEach(routine.steps, id: \.self) { Text($0) }
            Section {
                ForEach(RoutinePanel.allCases) { panel in
                    NavigationLink(panel.title, value: panel)
                }
            }
        }
        .navigationTitle(routine.name)
    }
}
