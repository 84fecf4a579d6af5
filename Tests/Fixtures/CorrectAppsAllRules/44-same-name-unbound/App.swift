import SwiftUI
struct Route: Hashable { let id: Int }
@Observable
final class Router {
    var path: [Route] = []
}
struct FileLoader {
    var path: [String] = []
    mutating func goUp() { path.removeLast() }
    mutating func load() async {
        let name = await fetchName()
        path.append(name)
        path.removeLast()
    }
    func fetchName() async -> String { "docs" }
}
final class Breadcrumbs: ObservableObject {
    @Published var path: [String] = ["Home"]
    func pop() { path.removeLast() }
}
@main
struct FilesApp: App {
    @State private var router = Router()
    @StateObject private var crumbs = Breadcrumbs()
    @State private var loader = FileLoader()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                VStack {
                    Button("Up") { crumbs.path.removeLast() }
                    Button("Pop crumb") { crumbs.pop() }
                    Button("Load") {
                        Task {
                            await loader.load()
                            crumbs.path.append("More")
                            loader.goUp()
                        }
                    }
                }
                .navigationDestination(for: Route.self) { Text("\($0.id)") }
            }
        }
    }
}
