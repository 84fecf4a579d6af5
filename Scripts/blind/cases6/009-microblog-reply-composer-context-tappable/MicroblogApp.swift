import SwiftUI

struct Account: Hashable, Identifiable {
    let id: String
    var handle: String
    var displayName: String
}

struct Post: Hashable, Identifiable {
    let id: String
    var author: Account
    var text: String
    var replyCount: Int
}

@main
struct MicroblogApp: App {
    var body: some Scene {
        WindowGroup {
            TimelineScreen()
        }
    }
}

struct TimelineScreen: View {
    @State private var posts: [Post] = []
    @State private var replyTarget: Post?
    let me = Account(id: "me", handle: "@me", displayName: "Me")

    var body: some View {
        NavigationStack {
            List(posts) { post in
                PostCard(post: post)
                    .swipeActions(edge: .leading) {
                        Button("Reply") { replyTarget = post }
                            .tint(.blue)
                    }
            }
            .listStyle(.plain)
            .navigationTitle("Timeline")
            .navigationDestination(for: Account.self) { account in
                Text(account.displayName).navigationTitle(account.handle)
            }
            .navigationDestination(for: Post.self) { post in
                Text(post.text).navigationTitle("Post")
            }
            .sheet(item: $replyTarget) { post in
                ReplyComposer(replyingTo: post, author: me)
            }
        }
    }
}
