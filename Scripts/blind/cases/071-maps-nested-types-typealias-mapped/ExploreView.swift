import SwiftUI

@main
struct MapsApp: App {
    var body: some Scene {
        WindowGroup { ExploreView(guides: [], nearby: []) }
    }
}

struct ExploreView: View {
    let guides: [Guide]
    let nearby: [Place]

    var body: some View {
        NavigationStack {
            List {
                Section("Guides") {
                    ForEach(guides) { guide in
                        NavigationLink(guide.title, value: guide)
                    }
                }
                Section("Nearby") {
                    ForEach(nearby) { place in
                        NavigationLink(place.name, value: place)
                    }
                }
            }
            .navigationTitle("Explore")
            .navigationDestination(for: Maps.Guide.self) { guide in
                List(guide.places) { place in
                    NavigationLink(place.name, value: place)
                }
                .navigationTitle(guide.title)
            }
            .navigationDestination(for: Maps.Place.self) { place in
                PlaceScreen(place: place)
            }
            .navigationDestination(for: Maps.Directions.self) { directions in
                Text(String(describing: directions))
            }
            .navigationDestination(for: PlaceReview.self) { review in
                Text("\(review.rating, specifier: "%.1f") ★")
            }
        }
    }
}

struct PlaceScreen: View {
    let place: Place

    var body: some View {
        List {
            NavigationLink("Walk there", value: Maps.Directions.walking(to: place))
            NavigationLink("Drive there", value: Maps.Directions.driving(to: place))
            NavigationLink("Reviews", value: Reviews.Place(placeID: place.id, rating: 4.5))
        }
        .navigationTitle(place.name)
    }
}
