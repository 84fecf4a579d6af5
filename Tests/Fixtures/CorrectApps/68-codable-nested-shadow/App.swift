import SwiftUI

@main
struct BlogApp: App {
    var body: some Scene { WindowGroup { Blog.Root() } }
}

extension Blog {
    struct Root: View {
        @State private var path = NavigationPath()
        @SceneStorage("blog") private var saved: Data?
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Post", value: Route.post(id: 1))
                    Button("Author") { path.append(Route.author("ann")) }
                }
                .navigationDestination(for: Route.self) { _ in Text("blog") }
            }
            .onChange(of: path) { _, p in saved = p.codable.flatMap { try? JSONEncoder().encode($0) } }
        }
    }
}
