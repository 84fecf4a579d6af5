import CoreData
import Foundation

final class Feed: NSManagedObject, Identifiable {
    @NSManaged var title: String
    @NSManaged var url: URL
    @NSManaged var feedID: UUID
}

final class Article: NSManagedObject, Identifiable {
    @NSManaged var headline: String
    @NSManaged var day: String
    @NSManaged var articleID: UUID
    @NSManaged var feed: Feed?
}

extension Feed {
    var route: ReaderRoute { .feed(feedID) }
}

extension Article {
    var route: ReaderRoute { ReaderRoute.article(articleID) }
    var feedRoute: ReaderRoute? { feed.map { .feed($0.feedID) } }
}

enum ReaderRoute: Hashable, Codable {
    case feed(UUID)
    case article(UUID)
    case search(query: String)
    case settings

    static let home = ReaderRoute.settings
    static func searching(_ query: String) -> Self { .search(query: query) }

    var next: Self {
        switch self {
        case .feed: .settings
        case .article(let id): .feed(id)
        case .search, .settings: Self.home
        }
    }
}

struct SearchScope: Hashable {
    var text: String
    var tokens: [String]
}
