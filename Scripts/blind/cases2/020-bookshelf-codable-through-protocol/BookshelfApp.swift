import SwiftUI

@main
struct BookshelfApp: App {
    @State private var navigator = AppNavigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                ShelvesView()
                    .navigationDestination(for: ShelfRoute.self) { route in
                        switch route {
                        case .shelf(let name): ShelfView(name: name)
                        case .wishlist: Text("Wishlist")
                        }
                    }
                    .navigationDestination(for: BookRoute.self) { route in
                        Text(Catalog.book(isbn: route.isbn)?.title ?? "Unknown book")
                    }
                    .navigationDestination(for: AuthorRoute.self) { route in
                        Text("Author \(route.authorID)")
                    }
            }
            .environment(navigator)
        }
    }
}

struct ShelvesView: View {
    @Environment(AppNavigator.self) private var navigator

    var body: some View {
        List {
            NavigationLink("Reading", value: ShelfRoute.shelf(name: "Reading"))
            NavigationLink("Finished", value: ShelfRoute.shelf(name: "Finished"))
            Button("Wishlist") { navigator.show(ShelfRoute.wishlist) }
        }
        .navigationTitle("Shelves")
    }
}

struct ShelfView: View {
    @Environment(AppNavigator.self) private var navigator
    let name: String

    var body: some View {
        List(Catalog.books) { book in
            VStack(alignment: .leading) {
                NavigationLink(book.title, value: BookRoute(isbn: book.isbn))
                Button(book.authorName) {
                    navigator.show(AuthorRoute(authorID: book.authorID))
                }
                .font(.caption)
                .buttonStyle(.borderless)
            }
        }
        .navigationTitle(name)
    }
}
