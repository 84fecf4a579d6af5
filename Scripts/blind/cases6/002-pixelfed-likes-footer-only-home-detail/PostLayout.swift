import SwiftUI

struct PostLayout: View {
    let post: Post
    var isDetail = false
    var isEmbedded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if !isEmbedded {
                AuthorHeader(account: post.author)
            }
            AsyncImage(url: post.mediaURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            Text(post.caption)
                .lineLimit(isDetail ? nil : 3)
            if isDetail {
                LikesFooter(likes: post.likes)
            }
        }
    }
}

struct AuthorHeader: View {
    let account: Account

    var body: some View {
        NavigationLink(value: account) {
            HStack {
                AsyncImage(url: account.avatarURL)
                    .frame(width: 32, height: 32)
                    .clipShape(Circle())
                Text(account.username).font(.subheadline.bold())
            }
        }
        .buttonStyle(.plain)
    }
}

struct LikesFooter: View {
    let likes: LikeSummary

    var body: some View {
        NavigationLink(value: likes) {
            Label("\(likes.count) likes", systemImage: "heart.fill")
        }
        .font(.footnote)
    }
}
