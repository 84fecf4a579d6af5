import SwiftUI

struct Article: Hashable, Identifiable, Decodable { let id: Int; let title: String }

enum API {
    static func latest() async throws -> Article { Article(id: 1, title: "News") }
}

@main
struct ReaderApp: App {
    var body: some Scene { WindowGroup { ReaderRoot() } }
}

struct ReaderRoot: View {
    @State private var path: [Article] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Open latest") {
                Task {
                    let article = try await API.latest()
                    guard !Task.isCancelled else { return }
                    path.append(article)
                }
            }
            .navigationDestination(for: Article.self) { article in
                Text(article.title)
            }
            .task {
                if let article = try? await API.latest() {
                    path.append(article)
                }
            }
        }
    }
}
