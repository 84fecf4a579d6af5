import SwiftUI

struct Account: Hashable, Identifiable {
    let id: String
    var handle: String
    var displayName: String
}

struct Hashtag: Hashable {
    var name: String
}

struct Post: Hashable, Identifiable {
    let id: String
    var author: Account
    var text: String
    var hashtags: [Hashtag]
}

@main
struct MicroblogApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

struct HomeView: View {
    @State private var posts: [Post] = []
    @State private var isComposing = false
    let me = Account(id: "me", handle: "@me", displayName: "Me")

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 20) {
                    ForEach(posts) { post in
                        PostCard(post: post)
                    }
                }
                .padding()
            }
            .navigationTitle("Home")
            .navigationDestination(for: Account.self) { account in
                AccountView(account: account)
            }
            .navigationDestination(for: Hashtag.self) { tag in
                HashtagView(tag: tag)
            }
            .toolbar {
                Button {
                    isComposing = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
            }
            .sheet(isPresented: $isComposing) {
                ComposerView(author: me)
            }
        }
    }
}

struct AccountView: View {
    let account: Account

    var body: some View {
        Text(account.displayName).navigationTitle(account.handle)
    }
}

struct HashtagView: View {
    let tag: Hashtag

    var body: some View {
        Text("#\(tag.name)").navigationTitle("#\(tag.name)")
    }
}
