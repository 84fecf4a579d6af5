import SwiftUI

struct Book: Hashable, Identifiable {
    let id: String
    var title: String
    var series: Series?
}

struct Series: Hashable, Identifiable {
    let id: String
    var name: String
}

@Observable
final class LibraryNavigation {
    var path: [Book] = []
    var seriesPath = NavigationPath()
}

final class ShelfModel: ObservableObject {
    @Published var books: [Book]
    @Published var path = NavigationPath()

    init(books: [Book]) {
        self.books = books
    }
}
