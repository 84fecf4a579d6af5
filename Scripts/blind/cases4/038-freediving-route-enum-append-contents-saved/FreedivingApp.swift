import SwiftUI

struct Session: Hashable, Codable, Identifiable {
    let id: UUID
    var discipline: String
    var depthMetres: Int
}

struct GearItem: Hashable, Codable {
    var name: String
    var lastServiced: Date
}

enum LogRoute: Hashable {
    case session(Session)
    case gear(GearItem)
}

struct Recovery: Hashable, Codable {
    var minutes: Int
}

@main
struct FreedivingApp: App {
    var body: some Scene {
        WindowGroup { SessionsView() }
    }
}

struct SessionsView: View {
    @State private var path = NavigationPath()
    @AppStorage("freediving.path") private var savedPath = Data()
    @State private var sessions: [Session] = []
    let fins = GearItem(name: "Carbon fins", lastServiced: .now)

    var body: some View {
        NavigationStack(path: $path) {
            List(sessions) { session in
                Text("\(session.discipline) \(session.depthMetres) m")
            }
            .toolbar {
                Button("Last dive and gear check") {
                    guard let last = sessions.last else { return }
                    path.append(contentsOf: [
                        LogRoute.session(last),
                        LogRoute.gear(fins),
                    ])
                }
                Button("Recovery timer") { path.append(Recovery(minutes: 4)) }
            }
            .navigationDestination(for: LogRoute.self) { route in
                switch route {
                case .session(let session): Text(session.discipline)
                case .gear(let item): Text(item.name)
                }
            }
            .navigationDestination(for: Recovery.self) { recovery in
                Text("Breathe up for \(recovery.minutes) minutes")
            }
        }
        .onChange(of: path) {
            if let representation = path.codable, let data = try? JSONEncoder().encode(representation) {
                savedPath = data
            }
        }
        .onAppear {
            if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
    }
}
