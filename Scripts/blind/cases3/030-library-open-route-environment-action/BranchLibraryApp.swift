import SwiftUI

@main
struct BranchLibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryRoot()
        }
    }
}

struct LibraryRoot: View {
    @State private var path = NavigationPath()
    @SceneStorage("library.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            CatalogView()
                .navigationDestination(for: LibraryRoute.self) { route in
                    switch route {
                    case .book(let isbn): Text("Book \(isbn)")
                    case .hold(let hold): Text("Position \(hold.position) in queue")
                    case .branch(let id): Text("Branch \(id)")
                    }
                }
        }
        .environment(\.openRoute, OpenRouteAction { route in
            path.append(route)
        })
        .onAppear {
            guard let pathData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
