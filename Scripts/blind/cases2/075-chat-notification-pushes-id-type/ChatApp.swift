import SwiftUI

@main
struct ChatApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            InboxScreen()
        }
    }
}

struct InboxScreen: View {
    @State private var path = NavigationPath()
    @State private var conversations = [
        Conversation(id: ConversationID(rawValue: "c1"), title: "Family", lastMessage: "Dinner at 8?", unread: 2),
        Conversation(id: ConversationID(rawValue: "c2"), title: "Climbing crew", lastMessage: "Saturday works", unread: 0),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(conversations) { conversation in
                NavigationLink(value: conversation) {
                    VStack(alignment: .leading) {
                        HStack {
                            Text(conversation.title).font(.headline)
                            if conversation.unread > 0 {
                                Text("\(conversation.unread)")
                                    .font(.caption2.bold())
                                    .padding(4)
                                    .background(.blue, in: .circle)
                                    .foregroundStyle(.white)
                            }
                        }
                        Text(conversation.lastMessage).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Chats")
            .navigationDestination(for: Conversation.self) { conversation in
                Text(conversation.lastMessage)
                    .navigationTitle(conversation.title)
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .openConversation)) { notification in
            guard let raw = notification.userInfo?["id"] as? String else { return }
            let conversationID = ConversationID(rawValue: raw)
            withAnimation {
                path = NavigationPath()
                path.append(conversationID)
            }
        }
    }
}
