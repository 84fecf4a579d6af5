import SwiftUI

@main
struct BookStoreApp: App {
    var body: some Scene {
        WindowGroup {
            StoreFrontView()
        }
    }
}

struct StoreFrontView: View {
    @StateObject private var store = BookStore()

    var body: some View {
        NavigationStack {
            List {
                Section("Book of the week") {
                    if let book = store.featured {
                        NavigationLink(value: book) {
                            VStack(alignment: .leading) {
                                Text(book.title).font(.headline)
                                Text(book.author.name).font(.subheadline)
                            }
                        }
                    }
                    NavigationLink("About the author", value: store.featured?.author)
                        .disabled(store.featured == nil)
                }
                Section("Bestsellers") {
                    ForEach(store.bestsellers) { book in
                        NavigationLink(book.title, value: book)
                    }
                }
            }
            .navigationTitle("Bookstore")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
            .task { await store.load() }
        }
    }
}

struct BookDetail: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(book.title).font(.largeTitle.bold())
            Text("by \(book.author.name)")
            Text(book.price, format: .currency(code: "EUR"))
            Spacer()
        }
        .padding()
        .navigationTitle(book.title)
    }
}
