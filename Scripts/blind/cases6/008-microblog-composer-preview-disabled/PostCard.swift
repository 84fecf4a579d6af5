import SwiftUI

struct PostCard: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: post.author) {
                HStack {
                    Text(post.author.displayName).bold()
                    Text(post.author.handle).foregroundStyle(.secondary)
                }
            }
            .buttonStyle(.plain)
            Text(post.text)
            HStack {
                ForEach(post.hashtags, id: \.name) { tag in
                    NavigationLink("#\(tag.name)", value: tag)
                }
            }
            .font(.caption)
        }
    }
}
