import SwiftUI

@main
struct ReaderApp: App {
    @State private var library = FeedLibrary()

    var body: some Scene {
        WindowGroup {
            ReaderRootView()
                .environment(library)
        }
    }
}

struct Feed: Identifiable, Hashable {
    let id: UUID
    var title: String
    var url: URL
    var unreadCount: Int
}

struct Article: Identifiable, Hashable {
    let id: UUID
    let feedID: Feed.ID
    var title: String
    var summary: String
    var published: Date
    var isRead: Bool
}

@Observable
final class FeedLibrary {
    var feeds: [Feed] = []
    var articles: [Article] = []

    func articles(in feed: Feed) -> [Article] {
        articles
            .filter { $0.feedID == feed.id }
            .sorted { $0.published > $1.published }
    }

    func markRead(_ article: Article) {
        guard let index = articles.firstIndex(where: { $0.id == article.id }) else { return }
        articles[index].isRead = true
    }
}
