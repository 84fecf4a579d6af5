import SwiftUI

struct PostRow: View {
    let post: Post

    var body: some View {
        NavigationLink(value: post) {
            VStack(alignment: .leading, spacing: 6) {
                Text("r/\(post.subreddit.name)")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
                Text(post.title)
                    .font(.headline)
                HStack(spacing: 12) {
                    ScoreBadge(score: post.score)
                    Label("\(post.commentCount)", systemImage: "bubble.left")
                    Text("u/\(post.author)")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            .padding(.vertical, 4)
        }
        .swipeActions(edge: .leading) {
            Button("Save", systemImage: "bookmark") {}
                .tint(.blue)
        }
    }
}

struct ScoreBadge: View {
    let score: Int

    var body: some View {
        Text(score >= 1000 ? "\(score / 1000)k" : "\(score)")
            .font(.caption2.monospacedDigit())
            .padding(.horizontal, 6)
            .background(.orange.opacity(0.15), in: .capsule)
    }
}
