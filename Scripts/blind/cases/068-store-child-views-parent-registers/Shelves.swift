import SwiftUI

struct Author: Hashable { var name: String }
struct Genre: Hashable, Identifiable { var id: String { name }; var name: String }

struct Book: Hashable, Identifiable {
    let id: Int
    var title: String
    var author: Author
    var genre: Genre

    static let featured: [Book] = [
        Book(id: 1, title: "Dune", author: Author(name: "Frank Herbert"), genre: Genre(name: "Sci-fi")),
        Book(id: 2, title: "Emma", author: Author(name: "Jane Austen"), genre: Genre(name: "Classics")),
    ]
}

struct FeaturedShelf: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(Book.featured) { book in
                    NavigationLink(book.title, value: book)
                        .buttonStyle(.borderedProminent)
                }
            }
        }
    }
}

struct GenreStrip: View {
    private var genres: [Genre] { Array(Set(Book.featured.map(\.genre))) }

    var body: some View {
        HStack {
            ForEach(genres) { genre in
                NavigationLink(genre.name, value: genre)
            }
        }
    }
}

struct BestsellerList: View {
    @Binding var path: NavigationPath

    var body: some View {
        VStack(alignment: .leading) {
            Text("Bestsellers").font(.headline)
            ForEach(Book.featured.sorted(by: { $0.title < $1.title })) { book in
                Button(book.title) { path.append(book) }
            }
            Button("Random author") {
                if let author = Book.featured.randomElement()?.author {
                    path.append(author)
                }
            }
        }
    }
}
