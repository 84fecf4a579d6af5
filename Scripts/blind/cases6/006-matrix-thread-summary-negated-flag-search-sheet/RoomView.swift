import SwiftUI

struct RoomView: View {
    let room: Room

    var body: some View {
        RoomTimeline(messages: room.messages)
            .navigationTitle(room.name)
            .navigationBarTitleDisplayMode(.inline)
    }
}

struct ThreadView: View {
    let thread: MessageThread

    var body: some View {
        VStack {
            Text("\(thread.replyCount) replies")
            Text(thread.latestReply)
        }
        .navigationTitle("Thread")
    }
}

struct MessageSearchView: View {
    let rooms: [Room]
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss

    private var results: [Message] {
        rooms.flatMap(\.messages).filter { $0.body.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            RoomTimeline(messages: results, isSearchResult: true)
                .searchable(text: $query)
                .navigationTitle("Search")
                .toolbar {
                    Button("Done") { dismiss() }
                }
        }
    }
}
