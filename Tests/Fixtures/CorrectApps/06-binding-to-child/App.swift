import SwiftUI

struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
}

@main
struct LibraryApp: App {
    var body: some Scene { WindowGroup { LibraryRoot() } }
}

struct LibraryRoot: View {
    @State private var path: [Book] = []
    var body: some View {
        NavigationStack(path: $path) {
            ShelfView(path: $path)
                .navigationDestination(for: Book.self) { book in
                    BookView(book: book, path: $path)
                }
        }
    }
}
