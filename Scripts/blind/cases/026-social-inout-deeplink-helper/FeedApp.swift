import SwiftUI

@main
struct FeedApp: App {
    var body: some Scene {
        WindowGroup { TimelineView() }
    }
}

struct TimelineView: View {
    @State private var path = NavigationPath()
    @State private var posts: [Post] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(posts) { post in
                NavigationLink(value: post) {
                    VStack(alignment: .leading) {
                        Text("@\(post.authorHandle)").font(.subheadline.bold())
                        Text(post.text)
                    }
                }
            }
            .navigationTitle("Timeline")
            .navigationDestination(for: Post.self) { post in
                PostDetail(post: post)
            }
        }
        .onOpenURL { url in
            DeepLinkRouter.open(url, into: &path)
        }
    }
}

struct PostDetail: View {
    let post: Post

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("@\(post.authorHandle)").font(.headline)
                Text(post.text)
            }
            .padding()
        }
        .navigationTitle("Post")
    }
}
