import SwiftUI

struct ReaderRootView: View {
    @Environment(FeedLibrary.self) private var library
    @State private var selectedFeed: Feed?
    @State private var selectedArticle: Article?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(library.feeds, selection: $selectedFeed) { feed in
                NavigationLink(value: feed) {
                    HStack {
                        Text(feed.title)
                        Spacer()
                        if feed.unreadCount > 0 {
                            Text("\(feed.unreadCount)")
                                .font(.caption.monospacedDigit())
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Feeds")
        } content: {
            if let feed = selectedFeed {
                List(library.articles(in: feed), selection: $selectedArticle) { article in
                    NavigationLink(value: article) {
                        ArticleRow(article: article)
                    }
                }
                .navigationTitle(feed.title)
            } else {
                ContentUnavailableView("Select a feed", systemImage: "dot.radiowaves.up.forward")
            }
        } detail: {
            if let article = selectedArticle {
                ArticleReader(article: article)
                    .onAppear { library.markRead(article) }
            } else {
                ContentUnavailableView("No article selected", systemImage: "doc.text")
            }
        }
        .onChange(of: selectedFeed) {
            selectedArticle = nil
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(article.title)
                .fontWeight(article.isRead ? .regular : .semibold)
            Text(article.published, format: .dateTime.day().month())
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct ArticleReader: View {
    let article: Article

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.title).font(.largeTitle.bold())
                Text(article.summary)
            }
            .padding()
        }
    }
}
