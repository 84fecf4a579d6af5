import SwiftUI

struct TopicList: View {
    let topics: [Topic]
    let showsCategory: Bool

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(topics) { topic in
                    TopicRow(topic: topic, showsCategory: showsCategory)
                    Divider()
                }
            }
            .padding()
        }
    }
}

struct TopicRow: View {
    let topic: Topic
    let showsCategory: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: topic) {
                Text(topic.title)
                    .font(.headline)
                    .multilineTextAlignment(.leading)
            }
            .buttonStyle(.plain)
            TopicMeta(topic: topic, showsCategory: showsCategory)
        }
    }
}

struct TopicMeta: View {
    let topic: Topic
    let showsCategory: Bool

    var body: some View {
        HStack(spacing: 8) {
            if showsCategory {
                CategoryBadge(category: topic.category)
            }
            Text("\(topic.postsCount) replies")
            Text(topic.lastPostedAt, style: .relative)
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}
