import SwiftUI

@main
struct NestApp: App {
    @State private var router = SearchRouter()

    var body: some Scene {
        WindowGroup {
            SearchesView()
                .environment(router)
        }
    }
}

struct SearchesView: View {
    @Environment(SearchRouter.self) private var router
    private let searches = [
        SavedSearch(city: "Portland", maxPrice: 650_000, minBedrooms: 2),
        SavedSearch(city: "Bend", maxPrice: 900_000, minBedrooms: 3),
    ]

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Section("Saved searches") {
                    ForEach(searches) { search in
                        Button("\(search.city), \(search.minBedrooms)+ bd") {
                            router.show(search)
                        }
                    }
                }
                Section("Neighborhoods") {
                    Button("Alberta Arts") { router.show(PropertyRoute.neighborhood(name: "Alberta Arts")) }
                    Button("Sellwood") { router.show(PropertyRoute.neighborhood(name: "Sellwood")) }
                }
            }
            .navigationTitle("Searches")
            .navigationDestination(for: SavedSearch.self) { search in
                SearchResults(search: search)
            }
            .navigationDestination(for: PropertyRoute.self) { route in
                switch route {
                case .listing(let id): Text("Listing \(id)")
                case .neighborhood(let name): Text(name)
                }
            }
        }
    }
}

struct SearchResults: View {
    let search: SavedSearch
    @Environment(SearchRouter.self) private var router

    var body: some View {
        List(1...5, id: \.self) { index in
            Button("Listing #\(index) in \(search.city)") {
                router.show(PropertyRoute.listing(id: index))
            }
        }
        .navigationTitle(search.city)
    }
}
