import SwiftUI

struct Account: Hashable, Identifiable {
    let id: String
    var username: String
    var avatarURL: URL?
}

struct LikeSummary: Hashable {
    let postID: String
    var count: Int
    var likedBy: [Account]
}

struct Post: Hashable, Identifiable {
    let id: String
    var author: Account
    var mediaURL: URL
    var caption: String
    var likes: LikeSummary
}

struct PixelNotification: Identifiable {
    enum Kind { case like, mention, follow }
    let id: String
    var kind: Kind
    var account: Account
    var post: Post?
}

@main
struct PixelApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    HomeTimeline()
                        .navigationDestination(for: Post.self) { post in
                            PostDetailView(post: post)
                        }
                        .navigationDestination(for: Account.self) { account in
                            AccountView(account: account)
                        }
                        .navigationDestination(for: LikeSummary.self) { likes in
                            LikesView(likes: likes)
                        }
                }
                .tabItem { Label("Home", systemImage: "photo.on.rectangle") }

                NavigationStack {
                    NotificationsView()
                        .navigationDestination(for: Account.self) { account in
                            AccountView(account: account)
                        }
                }
                .tabItem { Label("Activity", systemImage: "bell") }
            }
        }
    }
}
