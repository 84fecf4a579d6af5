import SwiftUI

struct HomeTimeline: View {
    @State private var posts: [Post] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 24) {
                ForEach(posts) { post in
                    PostLayout(post: post)
                    NavigationLink("View post", value: post)
                        .font(.footnote)
                }
            }
        }
        .navigationTitle("Home")
    }
}

struct PostDetailView: View {
    let post: Post

    var body: some View {
        ScrollView {
            PostLayout(post: post, isDetail: true)
        }
        .navigationTitle(post.author.username)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct NotificationsView: View {
    @State private var notifications: [PixelNotification] = []

    var body: some View {
        List(notifications) { notification in
            NotificationRow(notification: notification)
        }
        .navigationTitle("Activity")
    }
}

struct NotificationRow: View {
    let notification: PixelNotification

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: notification.account) {
                Text(headline).font(.subheadline)
            }
            if let post = notification.post {
                PostLayout(post: post, isEmbedded: true)
                    .frame(maxHeight: 120)
            }
        }
    }

    private var headline: String {
        switch notification.kind {
        case .like: "\(notification.account.username) liked your post"
        case .mention: "\(notification.account.username) mentioned you"
        case .follow: "\(notification.account.username) followed you"
        }
    }
}

struct AccountView: View {
    let account: Account

    var body: some View {
        VStack {
            AsyncImage(url: account.avatarURL)
                .frame(width: 96, height: 96)
                .clipShape(Circle())
            Text("@\(account.username)").font(.title3)
        }
        .navigationTitle(account.username)
    }
}

struct LikesView: View {
    let likes: LikeSummary

    var body: some View {
        List(likes.likedBy) { account in
            NavigationLink(account.username, value: account)
        }
        .navigationTitle("\(likes.count) likes")
    }
}
