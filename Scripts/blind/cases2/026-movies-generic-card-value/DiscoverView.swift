import SwiftUI

struct Movie: Identifiable, Hashable {
    let id: Int
    let title: String
    let year: Int
}

struct Person: Identifiable, Hashable {
    let id: Int
    let name: String
    let knownFor: String
}

@main
struct CinemaApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                DiscoverView()
            }
        }
    }
}

struct DiscoverView: View {
    private let trending = [
        Movie(id: 1, title: "Arrival", year: 2016),
        Movie(id: 2, title: "Dune", year: 2021),
    ]
    private let popularPeople = [
        Person(id: 10, name: "Denis Villeneuve", knownFor: "Directing"),
        Person(id: 11, name: "Amy Adams", knownFor: "Acting"),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Carousel(title: "Trending") {
                    ForEach(trending) { movie in
                        MediaCard(title: movie.title, subtitle: "\(movie.year)", imageName: "film", destination: movie)
                    }
                }
                Carousel(title: "Popular people") {
                    ForEach(popularPeople) { person in
                        MediaCard(title: person.name, subtitle: person.knownFor, imageName: "person", destination: person)
                    }
                }
            }
            .padding(.vertical)
        }
        .navigationTitle("Discover")
        .navigationDestination(for: Movie.self) { movie in
            Text("\(movie.title) (\(movie.year))")
                .font(.largeTitle)
                .navigationTitle(movie.title)
        }
    }
}
