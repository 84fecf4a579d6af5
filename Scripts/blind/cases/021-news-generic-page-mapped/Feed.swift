import Foundation

struct Paginated<Element: Hashable>: Hashable {
    var page: Int
    var results: [Element]
    var total: Int
}

struct Article: Hashable, Identifiable {
    let id: Int
    var headline: String
    var section: NewsSection
}

struct NewsSection: Hashable, Identifiable {
    let id: String
    var title: String
}

typealias ArticlePage = Paginated<Article>

extension Paginated where Element == Article {
    var lead: Article? { results.first }
    var sections: [NewsSection] { Array(Set(results.map { $0.section })) }
}

enum FeedLoader {
    static func firstPage() -> ArticlePage {
        ArticlePage(page: 1, results: [], total: 0)
    }
}
