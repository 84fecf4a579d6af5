import SwiftUI

struct FeedPost: Hashable, Identifiable {
    let id: Int
    var author: String
    var text: String
    var comments: [Comment]
}

struct Comment: Hashable, Identifiable {
    let id: Int
    var author: String
    var text: String
}

@main
struct CommunityApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                FeedView()
                    .navigationDestination(for: FeedPost.self) { post in
                        Text(post.text).padding()
                    }
            }
        }
    }
}

struct FeedView: View {
    @State private var posts: [FeedPost] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(posts) { post in
                    PostCard(post: post)
                    Divider()
                }
            }
            .padding()
        }
        .navigationTitle("Community")
        .refreshable { posts = [] }
    }
}
