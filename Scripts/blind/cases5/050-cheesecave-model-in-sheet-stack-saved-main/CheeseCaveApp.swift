import SwiftUI
import SwiftData

@main
struct CheeseCaveApp: App {
    var body: some Scene {
        WindowGroup { CaveView() }
            .modelContainer(for: Wheel.self)
    }
}

struct CaveView: View {
    @Query(sort: \Wheel.madeOn) private var wheels: [Wheel]
    @Environment(\.modelContext) private var context
    @State private var path = NavigationPath()
    @State private var turningRound = false
    @SceneStorage("cavePath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(wheels) { wheel in
                NavigationLink(wheel.cheese, value: wheel.persistentModelID)
            }
            .navigationDestination(for: PersistentIdentifier.self) { id in
                if let wheel = context.model(for: id) as? Wheel {
                    Text("\(wheel.cheese), turned \(wheel.turns) times")
                }
            }
            .toolbar {
                Button("Turning round") { turningRound = true }
            }
            .sheet(isPresented: $turningRound) {
                TurningRoundSheet(wheels: wheels)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct TurningRoundSheet: View {
    let wheels: [Wheel]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(wheels) { wheel in
                Button("Turn \(wheel.cheese)") {
                    wheel.turns += 1
                    path.append(wheel)
                }
            }
            .navigationDestination(for: Wheel.self) { wheel in
                Text("\(wheel.cheese): \(wheel.turns) turns")
            }
            .navigationTitle("Turning round")
        }
    }
}
