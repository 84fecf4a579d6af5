import SwiftUI

struct GeoPlace: Hashable {
    var name: String
    var latitude: Double
    var longitude: Double
}

struct Article: Hashable, Identifiable {
    let id: Int
    var title: String
    var summary: String
    var place: GeoPlace?
    var related: [Article]
}

@main
struct WikiApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    ExploreView()
                        .navigationDestination(for: Article.self) { article in
                            ArticleView(article: article)
                        }
                }
                .tabItem { Label("Explore", systemImage: "globe") }

                NavigationStack {
                    NearbyView()
                        .navigationDestination(for: GeoPlace.self) { place in
                            PlaceView(place: place)
                        }
                }
                .tabItem { Label("Nearby", systemImage: "location") }
            }
        }
    }
}
