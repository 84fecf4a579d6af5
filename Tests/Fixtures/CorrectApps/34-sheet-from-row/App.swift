import SwiftUI

struct Friend: Hashable, Identifiable { let id: Int; let name: String }
struct Message: Hashable, Identifiable { let id: Int; let text: String }

@main
struct ChatApp: App {
    var body: some Scene { WindowGroup { FriendsView() } }
}

struct FriendsView: View {
    let friends = [Friend(id: 1, name: "Lee")]
    var body: some View {
        NavigationStack {
            List(friends) { friend in
                FriendRow(friend: friend)
            }
        }
    }
}

struct FriendRow: View {
    let friend: Friend
    @State private var chatting = false
    var body: some View {
        Button(friend.name) { chatting = true }
            .sheet(isPresented: $chatting) {
                NavigationStack {
                    ChatView(friend: friend)
                        .navigationDestination(for: Message.self) { Text($0.text) }
                }
            }
    }
}

struct ChatView: View {
    let friend: Friend
    var body: some View {
        ScrollView {
            VStack {
                NavigationLink("Pinned", value: Message(id: 1, text: "hi"))
            }
        }
    }
}
