import SwiftUI

@main
struct RedditApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FrontPageTab()
                    .tabItem { Label("Home", systemImage: "house") }
                SearchTab()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        }
    }
}

struct FrontPageTab: View {
    var body: some View {
        NavigationStack {
            List(Sample.posts) { post in
                PostRow(post: post)
            }
            .navigationTitle("Front page")
            .navigationDestination(for: Post.self) { post in
                CommentsScreen(post: post)
            }
            .navigationDestination(for: UserProfile.self) { user in
                Text("u/\(user.username)")
            }
        }
    }
}

struct SearchTab: View {
    @State private var query = ""

    private var results: [Post] {
        query.isEmpty ? [] : Sample.posts.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results) { post in
                PostRow(post: post)
            }
            .searchable(text: $query, prompt: "Search posts")
            .navigationTitle("Search")
            .navigationDestination(for: UserProfile.self) { user in
                Text("u/\(user.username)")
            }
        }
    }
}

struct CommentsScreen: View {
    let post: Post

    var body: some View {
        List {
            Text(post.title).font(.headline)
            Text("\(post.commentCount) comments")
            SubscriptionsFooter(author: post.author)
        }
        .navigationTitle("Comments")
    }
}

struct SubscriptionsFooter: View {
    let author: String

    var body: some View {
        NavigationLink("More from u/\(author)", value: UserProfile(username: author, karma: 0))
    }
}
