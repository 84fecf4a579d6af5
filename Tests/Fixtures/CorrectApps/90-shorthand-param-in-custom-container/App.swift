import SwiftUI

struct Book: Hashable, Identifiable { let id: Int; let title: String }
struct Author: Hashable, Identifiable { let id: Int; let name: String; let books: [Book] }

/// A horizontally scrolling shelf of cards, generic over its items.
struct Shelf<Item: Identifiable, Card: View>: View {
    let items: [Item]
    @ViewBuilder let card: (Item) -> Card
    var body: some View {
        ScrollView(.horizontal) {
            HStack { ForEach(items) { card($0) } }
        }
    }
}

@main
struct AuthorsApp: App {
    var body: some Scene { WindowGroup { AuthorsView() } }
}

struct AuthorsView: View {
    let authors = [Author(id: 1, name: "Austen", books: [Book(id: 1, title: "Emma")])]
    var body: some View {
        NavigationStack {
            List(authors) { author in
                Text(author.name).font(.headline)
                Shelf(items: author.books) {
                    NavigationLink($0.title, value: $0)
                }
            }
            .navigationDestination(for: Book.self) { Text($0.title) }
        }
    }
}
