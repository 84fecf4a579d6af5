import Foundation

struct Listing: Hashable, Identifiable {
    let id: Int
    var title: String
    var seller: Seller
}

struct Seller: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Shelf<Element: Hashable>: Hashable {
    var title: String
    var elements: [Element]
}

struct Page<Element: Hashable>: Hashable {
    var index: Int
    var content: [Element]
}

struct Loaded<Value> {
    var value: Value
    var fetchedAt: Date
}

typealias HomeFeed = Page<Shelf<Listing>>

final class MarketplaceAPI {
    func home() -> Loaded<HomeFeed> {
        Loaded(value: HomeFeed(index: 0, content: []), fetchedAt: .now)
    }

    func sellers() -> Result<[Seller], Error> {
        .success([])
    }
}
