import SwiftUI

enum Room: String, Hashable, Codable, CaseIterable {
    case library, observatory, vault
}

final class Clue: ObservableObject, Hashable, Identifiable {
    let id: Int
    let room: Room
    @Published var isSolved = false
    let text: String

    init(id: Int, room: Room, text: String) {
        self.id = id
        self.room = room
        self.text = text
    }

    static func == (lhs: Clue, rhs: Clue) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@main
struct EscapeRoomApp: App {
    var body: some Scene {
        WindowGroup { GameMasterView() }
    }
}

struct GameMasterView: View {
    @State private var path = NavigationPath()
    @SceneStorage("escape.path") private var savedPath: Data?
    @Environment(\.scenePhase) private var scenePhase
    let clues = [Clue(id: 1, room: .library, text: "Count the red spines")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Rooms") {
                    ForEach(Room.allCases, id: \.self) { room in
                        NavigationLink(room.rawValue.capitalized, value: room)
                    }
                }
                Section("Clues") {
                    ForEach(clues) { clue in
                        NavigationLink(clue.text, value: clue)
                    }
                }
            }
            .navigationDestination(for: Room.self) { room in
                Text(room.rawValue)
            }
            .navigationDestination(for: Clue.self) { clue in
                Text(clue.text)
            }
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .inactive, let representation = path.codable else { return }
            savedPath = try? JSONEncoder().encode(representation)
        }
    }
}
