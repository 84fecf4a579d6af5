import SwiftUI

struct HomeTab: View {
    @Environment(Router.self) private var router
    let posts: [Post] = []

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(posts) { post in
                PostRow(post: post)
            }
            .navigationTitle("Home")
            .navigationDestination(for: Post.self) { post in
                Text(post.text).padding()
            }
            .navigationDestination(for: Tag.self) { tag in
                Text("#\(tag.name)")
            }
        }
    }
}

struct ExploreTab: View {
    @Environment(Router.self) private var router
    let trending: [Tag] = []
    let posts: [Post] = []

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Section("Trending") {
                    ForEach(trending) { tag in
                        Button("#\(tag.name)") { router.path.append(tag) }
                    }
                }
                Section("Popular posts") {
                    ForEach(posts) { post in
                        PostRow(post: post)
                    }
                }
            }
            .navigationTitle("Explore")
            .navigationDestination(for: Tag.self) { tag in
                Text("#\(tag.name)")
            }
        }
    }
}

struct PostRow: View {
    @Environment(Router.self) private var router
    let post: Post

    var body: some View {
        VStack(alignment: .leading) {
            Text(post.text)
                .onTapGesture { router.path.append(post) }
            HStack {
                ForEach(post.tags) { tag in
                    Button("#\(tag.name)") { router.path.append(tag) }
                        .buttonStyle(.borderless)
                }
            }
        }
    }
}
