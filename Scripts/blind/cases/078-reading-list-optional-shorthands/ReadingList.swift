import SwiftUI

struct Article: Hashable, Identifiable {
    let id: Int
    var title: String
    var pinned: Bool
    var source: Source?
}

struct Source: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Highlight: Hashable {
    var articleID: Int
    var quote: String
}

@main
struct ReadingListApp: App {
    var body: some Scene {
        WindowGroup { ReadingListView() }
    }
}

struct ReadingListView: View {
    @State private var path = NavigationPath()
    @State private var articles: [Article] = []
    @State private var lastHighlight: Highlight?

    var body: some View {
        NavigationStack(path: $path) {
            List(articles) { article in
                NavigationLink(article.title, value: article)
            }
            .navigationTitle("Reading list")
            .navigationDestination(for: Article.self) { article in
                Text(article.title)
            }
            .toolbar {
                Button("Pinned") { openFirstPinned() }
                Button("Last highlight") { openLastHighlight() }
                Button("Source") { openSource() }
            }
        }
    }

    private func openFirstPinned() {
        for article in articles where article.pinned {
            path.append(article.source!)
            break
        }
    }

    private func openLastHighlight() {
        if let lastHighlight {
            path.append(lastHighlight)
        }
    }

    private func openSource() {
        articles.first?.source.map { path.append($0) }
        guard case let .some(source) = articles.last?.source else { return }
        path.append(source)
    }
}
