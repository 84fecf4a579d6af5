import SwiftUI

struct Label: Hashable, Codable, Identifiable {
    let id: String
    var color: String
}

struct Item: Hashable, Codable, Identifiable {
    let id: Int
    var labels: [Label]
}

struct Section: Hashable, Codable { let title: String }

@main
struct TaggerApp: App {
    var body: some Scene { WindowGroup { TaggerRoot() } }
}

struct TaggerRoot: View {
    @State private var path = NavigationPath()
    @SceneStorage("path") private var stored: Data?
    let items = [Item(id: 1, labels: [Label(id: "work", color: "red")])]

    var body: some View {
        NavigationStack(path: $path) {
            List(items) { item in
                NavigationLink(value: item) {
                    SwiftUI.Label("Item \(item.id)", systemImage: "doc")
                }
            }
            .navigationDestination(for: Item.self) { item in
                ItemView(item: item)
            }
            .navigationDestination(for: Label.self) { label in
                Text(label.id)
            }
            .navigationDestination(for: Section.self) { s in Text(s.title) }
        }
        .task {
            if let stored, let rep = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: stored) {
                path = NavigationPath(rep)
            }
        }
        .onChange(of: path) { _, p in
            stored = p.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct ItemView: View {
    let item: Item
    var body: some View {
        VStack {
            ForEach(item.labels) { label in
                NavigationLink(label.id, value: label)
            }
            NavigationLink("Section", value: Section(title: "Main"))
        }
    }
}
