import SwiftUI

struct ShelfView: View {
    @Binding var path: [Book]
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    var body: some View {
        VStack {
            ForEach(books) { book in
                Button(book.title) { path.append(book) }
            }
            Button("Read both") { path = books }
        }
    }
}

struct BookView: View {
    let book: Book
    @Binding var path: [Book]
    var body: some View {
        VStack {
            Text(book.title)
            Button("Next") { path.append(Book(id: book.id + 1, title: "Sequel")) }
            Button("Home") { path.removeAll() }
        }
    }
}
