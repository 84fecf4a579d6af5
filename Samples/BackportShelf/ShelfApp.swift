// BackportShelf: a reading list on NavigationBackport, for iOS 15 and later.
// NavLint reads NBNavigationStack, NBNavigationLink, nbNavigationDestination and path.push as the SwiftUI
// constructs they stand for, because this file imports NavigationBackport.

import NavigationBackport
import SwiftUI

struct Book: Hashable, Codable {
    var title: String
    var author: Author
}

struct Author: Hashable, Codable {
    var name: String
}

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    @State private var path = NBNavigationPath()
    private let books = [Book(title: "Dune", author: Author(name: "Frank Herbert"))]

    var body: some View {
        NBNavigationStack(path: $path) {
            List(books, id: \.title) { book in
                NBNavigationLink(value: book) {
                    Text(book.title)
                }
            }
            .navigationTitle("Shelf")
            .nbNavigationDestination(for: Book.self) { book in
                BookView(book: book, path: $path)
            }
            .nbNavigationDestination(for: Author.self) { author in
                AuthorView(author: author)
            }
        }
    }
}
