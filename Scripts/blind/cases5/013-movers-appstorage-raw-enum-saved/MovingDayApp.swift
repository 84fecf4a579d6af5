import SwiftUI

enum Room: String, CaseIterable, Identifiable {
    case kitchen, livingRoom, bedroom, garage

    var id: String { rawValue }
}

struct Box: Hashable, Codable, Identifiable {
    let id: Int
    var label: String
    var fragile: Bool
}

@main
struct MovingDayApp: App {
    var body: some Scene {
        WindowGroup { PackingView() }
    }
}

struct PackingView: View {
    @AppStorage("lastPackedRoom") private var lastRoom: Room = .kitchen
    @SceneStorage("packingPath") private var savedPath: Data?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Continue packing: \(lastRoom.rawValue)") {
                    path.append(lastRoom)
                }
                Section("Rooms") {
                    ForEach(Room.allCases) { room in
                        NavigationLink(room.rawValue, value: room.rawValue)
                    }
                }
            }
            .navigationDestination(for: Room.self) { room in
                RoomChecklist(room: room)
            }
            .navigationDestination(for: String.self) { rawValue in
                if let room = Room(rawValue: rawValue) {
                    RoomChecklist(room: room)
                }
            }
            .navigationDestination(for: Box.self) { box in
                Text(box.label)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct RoomChecklist: View {
    let room: Room
    @AppStorage("lastPackedRoom") private var lastRoom: Room = .kitchen

    var body: some View {
        List {
            NavigationLink("Box 1", value: Box(id: 1, label: "\(room.rawValue) 1", fragile: false))
        }
        .onAppear { lastRoom = room }
    }
}
