import SwiftUI

struct Room: Hashable, Identifiable {
    let id: String
    var name: String
    var messages: [Message]
}

struct MessageThread: Hashable, Identifiable {
    let id: String
    var rootEventID: String
    var replyCount: Int
    var latestReply: String
}

struct Message: Hashable, Identifiable {
    let id: String
    var sender: String
    var body: String
    var thread: MessageThread?
}

@main
struct MatrixApp: App {
    var body: some Scene {
        WindowGroup {
            RoomsView()
        }
    }
}

struct RoomsView: View {
    @State private var rooms: [Room] = []
    @State private var showsSearch = false

    var body: some View {
        NavigationStack {
            List(rooms) { room in
                NavigationLink(room.name, value: room)
            }
            .navigationTitle("Rooms")
            .navigationDestination(for: Room.self) { room in
                RoomView(room: room)
            }
            .navigationDestination(for: MessageThread.self) { thread in
                ThreadView(thread: thread)
            }
            .toolbar {
                Button {
                    showsSearch = true
                } label: {
                    Image(systemName: "magnifyingglass")
                }
            }
            .sheet(isPresented: $showsSearch) {
                MessageSearchView(rooms: rooms)
            }
        }
    }
}
