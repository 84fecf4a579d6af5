import SwiftUI

@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                FrontPage(page: FeedLoader.firstPage())
                    .navigationDestination(for: Article.self) { article in
                        ArticleView(article: article)
                    }
                    .navigationDestination(for: NewsSection.self) { section in
                        Text(section.title).font(.largeTitle)
                    }
                    .navigationDestination(for: ArticlePage.self) { page in
                        FrontPage(page: page)
                    }
            }
        }
    }
}

struct FrontPage: View {
    let page: ArticlePage

    var body: some View {
        List {
            if let lead = page.lead {
                NavigationLink(value: lead) {
                    Text(lead.headline).font(.title2.bold())
                }
            }
            ForEach(page.results.dropFirst()) { article in
                NavigationLink(article.headline, value: article)
            }
            Section("Sections") {
                ForEach(page.sections) { section in
                    NavigationLink(section.title, value: section)
                }
            }
            if page.results.count < page.total {
                NavigationLink("Older stories", value: ArticlePage(page: page.page + 1, results: [], total: page.total))
            }
        }
        .navigationTitle("Page \(page.page)")
    }
}

struct ArticleView: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.headline).font(.title).padding()
            NavigationLink("More from \(article.section.title)", value: article.section)
        }
    }
}
