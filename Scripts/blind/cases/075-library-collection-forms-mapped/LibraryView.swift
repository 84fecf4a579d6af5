import SwiftUI

@main
struct LibraryApp: App {
    @StateObject private var store = LibraryStore()

    var body: some Scene {
        WindowGroup { LibraryView(store: store) }
    }
}

struct LibraryView: View {
    @ObservedObject var store: LibraryStore
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(store.booksByShelf.keys.sorted(), id: \.self) { shelf in
                    Section(shelf) {
                        ForEach(store.booksByShelf[shelf] ?? []) { book in
                            NavigationLink(book.title, value: book)
                        }
                    }
                }
                Section("Readers") {
                    ForEach(Array(store.readers)) { reader in
                        NavigationLink(reader.name, value: reader)
                    }
                }
                Section("Waitlist") {
                    ForEach(Array(store.waitlist.enumerated()), id: \.element.id) { position, reader in
                        NavigationLink("\(position + 1). \(reader.name)", value: reader)
                    }
                }
                Section("Overdue") {
                    ForEach(Array(zip(store.overdue.indices, store.overdue)), id: \.0) { _, loan in
                        NavigationLink(loan.book.title, value: loan.book)
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                Text("\(book.title), \(book.pages) pages")
            }
            .navigationDestination(for: Reader.self) { reader in
                Text(reader.name)
            }
            .toolbar {
                Button("Longest book") {
                    let all = store.booksByShelf.values.flatMap { $0 }
                    if let longest = all.max(by: { $0.pages < $1.pages }) {
                        path.append(longest)
                    }
                }
                Button("Any reader") {
                    if let reader = store.readers.first {
                        path.append(reader)
                    }
                }
            }
        }
    }
}
