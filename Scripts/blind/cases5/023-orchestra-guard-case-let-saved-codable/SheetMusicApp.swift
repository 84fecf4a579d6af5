import SwiftUI

@main
struct SheetMusicApp: App {
    var body: some Scene {
        WindowGroup { StandView() }
    }
}

struct StandView: View {
    @SceneStorage("standPath") private var savedPath: Data?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(OrchestraSection.allCases, id: \.self) { section in
                Button(section.rawValue.capitalized) { open(.part(scoreID: 7, section: section)) }
            }
            .navigationDestination(for: PartRoute.self) { route in
                Text(String(describing: route))
            }
            .navigationDestination(for: OrchestraSection.self) { section in
                Text("All \(section.rawValue) parts")
            }
            .toolbar {
                Button("Full score") { open(.score(id: 7)) }
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }

    private func open(_ pick: Pick) {
        if case let .score(id) = pick {
            path.append(PartRoute.score(id: id))
            return
        }
        guard case let .part(scoreID, section) = pick else { return }
        path.append(PartRoute.part(scoreID: scoreID, section: section))
        path.append(section)
    }
}
