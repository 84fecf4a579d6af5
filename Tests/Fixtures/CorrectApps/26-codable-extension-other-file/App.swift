import SwiftUI

@main
struct TodoApp: App {
    var body: some Scene { WindowGroup { TodoRoot() } }
}

struct TodoRoot: View {
    @SceneStorage("nav") private var navData: Data?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Groceries", value: Route.list(name: "Groceries"))
                Button("Item 3") { path.append(Route.item(id: 3)) }
            }
            .navigationDestination(for: Route.self) { route in
                Text(String(describing: route))
            }
        }
        .onChange(of: path) { _, newPath in
            guard let rep = newPath.codable else { return }
            navData = try? JSONEncoder().encode(rep)
        }
        .onAppear {
            if let data = navData,
               let rep = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
                path = NavigationPath(rep)
            }
        }
    }
}
