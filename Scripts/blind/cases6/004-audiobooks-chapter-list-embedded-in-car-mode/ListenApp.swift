import SwiftUI

struct Narrator: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Chapter: Hashable, Identifiable {
    let id: Int
    var title: String
    var narrator: Narrator
}

struct Audiobook: Hashable, Identifiable {
    let id: Int
    var title: String
    var chapters: [Chapter]
}

@main
struct ListenApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    @State private var books: [Audiobook] = []
    @State private var carModeBook: Audiobook?

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(book.title, value: book)
                    .swipeActions {
                        Button("Car mode") { carModeBook = book }
                    }
            }
            .navigationTitle("Shelf")
            .navigationDestination(for: Audiobook.self) { book in
                BookView(book: book)
            }
            .navigationDestination(for: Narrator.self) { narrator in
                Text(narrator.name).navigationTitle("Narrator")
            }
            .sheet(item: $carModeBook) { book in
                CarModeView(book: book)
            }
        }
    }
}
