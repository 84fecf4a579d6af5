import SwiftUI

struct Doc: Hashable, Identifiable, Codable { let id: UUID; var title: String }

@main
struct DocsApp: App {
    var body: some Scene {
        WindowGroup {
            DocsBrowser()
        }
        WindowGroup(for: Doc.ID.self) { $id in
            NavigationStack {
                DocWindow(id: id)
            }
        }
    }
}

struct DocsBrowser: View {
    let docs = [Doc(id: UUID(), title: "Plan")]
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        NavigationStack {
            List(docs) { doc in
                NavigationLink(doc.title, value: doc)
                    .contextMenu {
                        Button("Open in new window") { openWindow(value: doc.id) }
                    }
            }
            .navigationDestination(for: Doc.self) { Text($0.title) }
        }
    }
}

struct DocWindow: View {
    let id: Doc.ID?
    var body: some View {
        VStack {
            NavigationLink("Revisions", value: 3)
        }
        .navigationDestination(for: Int.self) { n in Text("Rev \(n)") }
    }
}
