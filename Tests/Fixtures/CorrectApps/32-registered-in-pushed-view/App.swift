import SwiftUI

struct Genre: Hashable, Identifiable { let id: String }
struct Movie: Hashable, Identifiable { let id: String; let genre: String }
struct Actor: Hashable, Identifiable { let id: String }

@main
struct MoviesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                GenreList()
                    .navigationDestination(for: Genre.self) { GenreView(genre: $0) }
            }
        }
    }
}

struct GenreList: View {
    var body: some View {
        List([Genre(id: "Drama"), Genre(id: "Comedy")]) { g in
            NavigationLink(g.id, value: g)
        }
    }
}

struct GenreView: View {
    let genre: Genre
    var body: some View {
        List([Movie(id: "Heat", genre: genre.id)]) { movie in
            NavigationLink(movie.id, value: movie)
        }
        .navigationDestination(for: Movie.self) { MovieView(movie: $0) }
    }
}

struct MovieView: View {
    let movie: Movie
    var body: some View {
        VStack {
            NavigationLink("Lead", value: Actor(id: "Pacino"))
            NavigationLink("More \(movie.genre)", value: Movie(id: "Ronin", genre: movie.genre))
        }
        .navigationDestination(for: Actor.self) { Text($0.id) }
    }
}
