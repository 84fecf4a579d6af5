import Foundation

/// Routes are encoded for the analytics screen-view events.
struct ArticleRoute: Hashable, Encodable {
    let articleID: String
    let section: String
}

enum NewsSection: String, Hashable, Codable, CaseIterable, Identifiable {
    case world, business, science, culture
    var id: String { rawValue }
}

enum Analytics {
    static func logScreen<Route: Encodable>(_ route: Route) {
        guard let data = try? JSONEncoder().encode(route),
              let json = String(data: data, encoding: .utf8) else { return }
        print("screen_view", json)
    }
}

struct Headline: Identifiable, Hashable {
    let id: String
    let title: String
    let section: NewsSection
}

enum Newsroom {
    static let headlines = [
        Headline(id: "a1", title: "Markets rally", section: .business),
        Headline(id: "a2", title: "New exoplanet found", section: .science),
        Headline(id: "a3", title: "Festival season opens", section: .culture),
    ]
}
