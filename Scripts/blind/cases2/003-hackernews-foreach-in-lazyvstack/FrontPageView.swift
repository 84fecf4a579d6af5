import SwiftUI

struct FrontPageView: View {
    @EnvironmentObject private var feed: FeedStore

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(feed.stories) { story in
                    NavigationLink(value: story) {
                        StoryCell(story: story)
                    }
                    .buttonStyle(.plain)
                    Divider()
                }
                .navigationDestination(for: Story.self) { story in
                    CommentsView(story: story)
                }
            }
            .padding(.horizontal)
        }
        .overlay {
            if feed.isLoading && feed.stories.isEmpty {
                ProgressView()
            }
        }
        .navigationTitle("Top Stories")
        .task { await feed.loadTopStories() }
    }
}

struct StoryCell: View {
    let story: Story

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(story.title)
                .font(.headline)
            HStack(spacing: 8) {
                Label("\(story.score)", systemImage: "arrow.up")
                Label("\(story.descendants)", systemImage: "bubble.right")
                Text("by \(story.by)")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

struct CommentsView: View {
    let story: Story

    var body: some View {
        List {
            Section {
                Text(story.title).font(.title3.bold())
                if let url = story.url {
                    Link(url.host() ?? "Open", destination: url)
                }
            }
            Section("Comments") {
                Text("\(story.descendants) comments")
            }
        }
        .navigationTitle("Comments")
        .navigationBarTitleDisplayMode(.inline)
    }
}
