import SwiftUI

struct PostSummary: Identifiable, Hashable {
    let id: String
    let authorId: String
    let text: String
    let tags: [String]
}

struct TimelineScreen: View {
    @Environment(RouterPath.self) private var routerPath
    let posts: [PostSummary] = [
        PostSummary(id: "10", authorId: "a1", text: "Hello fediverse", tags: ["intro"]),
        PostSummary(id: "11", authorId: "a2", text: "Rainy day", tags: ["weather", "photo"]),
    ]

    var body: some View {
        List(posts) { post in
            PostRow(post: post)
                .contentShape(Rectangle())
                .onTapGesture {
                    routerPath.navigate(to: .statusDetail(id: post.id))
                }
        }
        .navigationTitle("Timeline")
        .toolbar {
            Button {
                routerPath.presentedSheet = .newStatusEditor
            } label: {
                Image(systemName: "square.and.pencil")
            }
        }
    }
}

struct PostRow: View {
    @Environment(RouterPath.self) private var routerPath
    let post: PostSummary

    var body: some View {
        VStack(alignment: .leading) {
            Button(post.authorId) {
                routerPath.navigate(to: .accountDetail(id: post.authorId))
            }
            .buttonStyle(.borderless)
            Text(post.text)
            HStack {
                ForEach(post.tags, id: \.self) { tag in
                    NavigationLink(value: RouterDestination.hashTag(tag: tag)) {
                        Text("#\(tag)").font(.caption)
                    }
                }
            }
        }
    }
}

struct ExploreScreen: View {
    @Environment(RouterPath.self) private var routerPath
    @State private var query = ""

    var body: some View {
        List {
            Section("Trending tags") {
                ForEach(["swift", "photography", "books"], id: \.self) { tag in
                    NavigationLink("#\(tag)", value: RouterDestination.hashTag(tag: tag))
                }
            }
            Section("Suggested accounts") {
                Button("Who follows @swiftlang") {
                    routerPath.navigate(to: .followers(accountId: "swiftlang"))
                }
            }
        }
        .searchable(text: $query)
        .onSubmit(of: .search) {
            routerPath.navigate(to: .hashTag(tag: query))
        }
        .navigationTitle("Explore")
    }
}
