import SwiftUI

@main
struct BookstoreApp: App {
    var body: some Scene {
        WindowGroup { BookstoreRoot() }
    }
}

struct BookstoreRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    FeaturedShelf()
                    GenreStrip()
                    BestsellerList(path: $path)
                }
                .padding()
            }
            .navigationTitle("Bookstore")
            .navigationDestination(for: Book.self) { book in
                BookScreen(book: book)
            }
            .navigationDestination(for: Genre.self) { genre in
                Text(genre.name).font(.largeTitle)
            }
            .navigationDestination(for: Author.self) { author in
                Text(author.name).font(.largeTitle)
            }
        }
    }
}

struct BookScreen: View {
    let book: Book

    var body: some View {
        VStack(spacing: 8) {
            Text(book.title).font(.title)
            NavigationLink("By \(book.author.name)", value: book.author)
            NavigationLink(book.genre.name, value: book.genre)
        }
    }
}
