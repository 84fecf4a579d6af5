import SwiftUI

struct Book: Hashable, Identifiable { let id: Int; let title: String }
struct Author: Hashable, Identifiable { let id: Int; let books: [Book] }

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                AuthorView(item: Author(id: 1, books: [Book(id: 1, title: "Emma")]))
                    .navigationDestination(for: Book.self) { Text($0.title) }
            }
        }
    }
}

struct AuthorView: View {
    let item: Author
    var body: some View {
        List {
            ForEach(item.books) { item in
                NavigationLink(item.title, value: item)
            }
        }
    }
}
