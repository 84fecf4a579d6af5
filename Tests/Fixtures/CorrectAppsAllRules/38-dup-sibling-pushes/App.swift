import SwiftUI
struct Item: Hashable { let id: Int }
enum Route: Hashable { case books, films }
@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    NavigationLink("Books", value: Route.books)
                    NavigationLink("Films", value: Route.films)
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .books: BooksView()
                    case .films: FilmsView()
                    }
                }
            }
        }
    }
}
struct BooksView: View {
    var body: some View {
        List { NavigationLink("Book", value: Item(id: 1)) }
            .navigationDestination(for: Item.self) { Text("Book \($0.id)") }
    }
}
struct FilmsView: View {
    var body: some View {
        List { NavigationLink("Film", value: Item(id: 2)) }
            .navigationDestination(for: Item.self) { Text("Film \($0.id)") }
    }
}
