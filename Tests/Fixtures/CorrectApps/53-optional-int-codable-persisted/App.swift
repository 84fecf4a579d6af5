import SwiftUI

final class Document: Hashable, Codable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (a: Document, b: Document) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}

@main
struct DocApp: App {
    var body: some Scene { WindowGroup { DocRoot() } }
}

struct DocRoot: View {
    @State private var path = NavigationPath()
    @State private var lastID: Int?
    @SceneStorage("p") private var saved: Data?
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Last", value: lastID)
                NavigationLink("Doc", value: Document(id: 1))
                Button("Several") { path.append(contentsOf: [1, 2, 3]) }
                Button("Tags") { path.append(["a", "b"]) }
            }
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .navigationDestination(for: Document.self) { Text("Doc \($0.id)") }
            .navigationDestination(for: [String].self) { Text($0.joined()) }
        }
        .onChange(of: path) { _, p in saved = p.codable.flatMap { try? JSONEncoder().encode($0) } }
    }
}
