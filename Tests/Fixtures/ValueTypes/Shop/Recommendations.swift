import SwiftUI
import Recommender

/// Values whose type NavLint cannot read from the scanned code: each must stay unresolved, not be guessed.
struct RecommendationsView: View {
    let recent: [Product]
    let service: RecommendationService
    let engine: RecommenderEngine
    let picks: [String: Product]
    let anyPage: Page<Product>

    var body: some View {
        List {
            // A method of a type from a module that is not scanned.
            NavigationLink("Engine pick", value: engine.bestMatch(for: recent))
            // An overloaded method whose overloads return different types.
            NavigationLink("Suggestion", value: service.suggestion())
            // A generic method whose result type is its own generic parameter.
            NavigationLink("Wrapped", value: service.wrap(recent[0]))
            // A generic type constructed without its argument written, from values that do not fix it.
            NavigationLink("Page", value: Page(items: [], nextCursor: nil).first)
            // Branches of different types.
            NavigationLink("Mixed", value: recent.isEmpty ? service.fallbackCategory : recent[0])
            // A closure whose result NavLint cannot read.
            NavigationLink("Mapped", value: recent.map { engine.describe($0) }.first)
            // A closure of several statements.
            NavigationLink("Built", value: recent.compactMap { product in
                let category = product.category
                return category
            }.first)
            // An extension method on a standard collection that is not scanned.
            NavigationLink("Chunk", value: recent.chunked(into: 2)[0])
            // A range subscript is a slice, not an element.
            NavigationLink("Slice", value: recent[1...])
            // A dictionary's element is a (key, value) pair.
            NavigationLink("Pair", value: picks.first)
            // A reduction whose result the closure decides.
            NavigationLink("Total", value: recent.reduce(0) { $0 + $1.id })
            // A lazy map is no array (its elements are read, it is not).
            NavigationLink("Lazy", value: recent.lazy.map(\.category))
        }
    }
}

struct RecommendationService {
    let fallbackCategory: Category

    func suggestion() -> Product { .placeholder }
    func suggestion(for category: Category) -> Category { category }

    func wrap<Value>(_ value: Value) -> Value { value }
}
