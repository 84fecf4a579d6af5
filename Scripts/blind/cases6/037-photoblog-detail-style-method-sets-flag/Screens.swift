import SwiftUI

struct HomeFeed: View {
    @State private var posts: [Post] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 24) {
                ForEach(posts) { post in
                    NavigationLink(value: post) {
                        PostView(post: post)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .navigationTitle("Photoblog")
    }
}

struct PostDetailScreen: View {
    let post: Post

    var body: some View {
        ScrollView {
            PostView(post: post)
                .detailStyle()
                .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct GearView: View {
    @State private var lenses: [Lens] = []
    @State private var recent: [Post] = []

    var body: some View {
        List {
            Section("Lenses") {
                ForEach(lenses) { lens in
                    NavigationLink(lens.name, value: lens)
                }
            }
            Section("Recent shots") {
                ForEach(recent) { post in
                    NavigationLink(post.caption, value: post)
                }
            }
        }
        .navigationTitle("Gear")
    }
}

struct LensView: View {
    let lens: Lens

    var body: some View {
        Text(lens.name).navigationTitle("Lens")
    }
}
