import SwiftUI

struct RoomTimeline: View {
    let messages: [Message]
    var isSearchResult = false

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(messages) { message in
                    MessageBubble(message: message, isSearchResult: isSearchResult)
                }
            }
            .padding(.horizontal)
        }
    }
}

struct MessageBubble: View {
    let message: Message
    let isSearchResult: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(message.sender).font(.caption.bold())
            Text(message.body)
                .padding(10)
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
            if !isSearchResult, let thread = message.thread {
                ThreadSummaryView(thread: thread)
            }
        }
    }
}

struct ThreadSummaryView: View {
    let thread: MessageThread

    var body: some View {
        NavigationLink(value: thread) {
            Label("\(thread.replyCount) replies", systemImage: "bubble.left.and.bubble.right")
                .font(.caption)
        }
    }
}
