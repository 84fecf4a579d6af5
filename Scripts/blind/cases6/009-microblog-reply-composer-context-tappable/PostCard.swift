import SwiftUI

struct PostCard: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: post.author) {
                Text(post.author.displayName).bold()
            }
            .buttonStyle(.plain)
            NavigationLink(value: post) {
                Text(post.text)
            }
            .buttonStyle(.plain)
            Label("\(post.replyCount)", systemImage: "bubble.left")
                .font(.caption)
        }
    }
}

struct ReplyContextView: View {
    let original: Post

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            NavigationLink(value: original.author) {
                Circle()
                    .fill(.tint)
                    .frame(width: 28, height: 28)
                    .overlay(Text(original.author.displayName.prefix(1)).foregroundStyle(.white))
            }
            VStack(alignment: .leading) {
                Text(original.author.handle).font(.caption).foregroundStyle(.secondary)
                Text(original.text).lineLimit(3)
            }
        }
    }
}
