import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ReadingNowTab(navigation: LibraryNavigation())
                    .tabItem { Label("Reading Now", systemImage: "book") }
                ShelfTab(books: [])
                    .tabItem { Label("Shelf", systemImage: "books.vertical") }
            }
        }
    }
}

struct ReadingNowTab: View {
    @State private var navigation: LibraryNavigation

    init(navigation: LibraryNavigation) {
        _navigation = State(initialValue: navigation)
    }

    var body: some View {
        NavigationStack(path: $navigation.seriesPath) {
            List(navigation.path) { book in
                Button(book.title) {
                    if let series = book.series {
                        navigation.seriesPath.append(series)
                    }
                }
            }
            .navigationTitle("Reading Now")
        }
    }
}

struct ShelfTab: View {
    @StateObject private var model: ShelfModel

    init(books: [Book]) {
        _model = StateObject(wrappedValue: ShelfModel(books: books))
    }

    var body: some View {
        NavigationStack(path: $model.path) {
            List(model.books) { book in
                Button(book.title) { model.path.append(book) }
            }
            .navigationTitle("Shelf")
            .navigationDestination(for: Series.self) { series in
                Text(series.name)
            }
        }
    }
}
