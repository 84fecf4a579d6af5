import SwiftUI

struct Room: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Person: Hashable, Identifiable {
    let id: String
    var name: String
}

final class ChatClient {
    func join(code: String) async throws -> Room {
        Room(id: code, name: "Room \(code)")
    }

    func profile(for id: String) async -> Person {
        Person(id: id, name: "User \(id)")
    }
}

@main
struct RoomsApp: App {
    var body: some Scene {
        WindowGroup { RoomsView(client: ChatClient()) }
    }
}

struct RoomsView: View {
    let client: ChatClient
    @State private var path = NavigationPath()
    @State private var rooms: [Room] = []
    @State private var code = ""

    var body: some View {
        NavigationStack(path: $path) {
            List {
                TextField("Invite code", text: $code)
                    .onSubmit { join() }
                ForEach(rooms) { room in
                    Button(room.name) {
                        withAnimation { path.append(room) }
                    }
                }
            }
            .navigationTitle("Rooms")
            .navigationDestination(for: Room.self) { room in
                RoomView(room: room, client: client, path: $path)
            }
            .navigationDestination(for: Person.self) { person in
                Text(person.name).font(.title)
            }
        }
    }

    private func join() {
        let code = code
        Task {
            guard let room = try? await client.join(code: code) else { return }
            await MainActor.run {
                rooms.append(room)
                path.append(room)
            }
        }
    }
}

struct RoomView: View {
    let room: Room
    let client: ChatClient
    @Binding var path: NavigationPath

    var body: some View {
        List {
            Button("Host") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    path.append(Person(id: "host", name: "Host"))
                }
            }
            Button("Me") {
                Task { @MainActor in
                    let me = await client.profile(for: "me")
                    path.append(me)
                }
            }
        }
        .navigationTitle(room.name)
    }
}
