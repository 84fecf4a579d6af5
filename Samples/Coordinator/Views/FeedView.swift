import SwiftUI

struct FeedView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator
    @State private var articles: [Article] = []

    private let api = ArticleService.live

    var body: some View {
        List(articles) { article in
            Button {
                coordinator.goToDetail(id: article.id)
            } label: {
                ArticleRow(article: article)
            }
            .foregroundStyle(.primary)
        }
        .navigationTitle("DevDigest")
        .refreshable {
            await loadFeed()
        }
        .task {
            await loadFeed()
            if let articleID = await NotificationInbox.shared.takePendingArticleID() {
                coordinator.goToDetail(id: articleID)
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Surprise Me", systemImage: "dice") {
                    Task {
                        let article = await api.randomArticle()
                        coordinator.path.append(Screen.detail(article.id))
                    }
                }
            }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Search", systemImage: "magnifyingglass") {
                    coordinator.showSearch()
                }
                Button("Settings", systemImage: "gear") {
                    coordinator.goToSettings()
                }
            }
        }
    }

    private func loadFeed() async {
        articles = (try? await api.feed()) ?? []
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title)
                .font(.headline)
            Text(article.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            Text("\(article.author.displayName) · \(article.commentCount) comments")
                .font(.caption)
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 4)
    }
}
