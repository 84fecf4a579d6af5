import SwiftUI

struct ExploreView: View {
    @State private var featured: [Article] = []
    @State private var query = ""

    var body: some View {
        List(featured) { article in
            NavigationLink(value: article) {
                ArticleHeader(article: article, compact: true)
            }
        }
        .searchable(text: $query)
        .navigationTitle("Explore")
    }
}

struct NearbyView: View {
    @State private var places: [GeoPlace] = []

    var body: some View {
        List(places, id: \.name) { place in
            NavigationLink(place.name, value: place)
        }
        .navigationTitle("Nearby")
    }
}

struct PlaceView: View {
    let place: GeoPlace

    var body: some View {
        Text("\(place.latitude), \(place.longitude)")
            .navigationTitle(place.name)
    }
}
