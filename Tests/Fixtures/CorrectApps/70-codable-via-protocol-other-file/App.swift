import SwiftUI

enum LibraryRoute: TabRoute {
    case book(id: Int)
    case shelf(name: String)
}

struct SearchRoute: Route {
    let query: String
}

@main
struct ShelfApp: App {
    var body: some Scene { WindowGroup { ShelfRoot() } }
}

final class ShelfModel: ObservableObject {
    @Published var path = NavigationPath()
    func restore(from data: Data) {
        if let rep = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(rep)
        }
    }
    func go(_ route: LibraryRoute) { path.append(route) }
}

struct ShelfRoot: View {
    @StateObject private var model = ShelfModel()
    var body: some View {
        NavigationStack(path: $model.path) {
            VStack {
                Button("Book") { model.go(.book(id: 3)) }
                NavigationLink("Fiction", value: LibraryRoute.shelf(name: "Fiction"))
                NavigationLink("Search", value: SearchRoute(query: "cats"))
            }
            .navigationDestination(for: LibraryRoute.self) { _ in Text("Lib") }
            .navigationDestination(for: SearchRoute.self) { Text($0.query) }
        }
    }
}
