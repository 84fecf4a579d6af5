import SwiftUI
import SwiftData
import Defaults

enum Route: Hashable, Defaults.Serializable {
    case inbox
}

@Model
final class Entry {
    var title: String
    init(title: String) { self.title = title }
}

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { JournalRoot() }
            .modelContainer(for: Entry.self)
    }
}

struct JournalRoot: View {
    @Query private var entries: [Entry]
    @State private var path = NavigationPath()
    @SceneStorage("journal") private var saved: Data?
    var body: some View {
        NavigationStack(path: $path) {
            List(entries) { entry in
                NavigationLink(entry.title, value: entry.persistentModelID)
            }
            .toolbar { Button("Inbox") { path.append(Route.inbox) } }
            .navigationDestination(for: PersistentIdentifier.self) { id in Text("Entry") }
            .navigationDestination(for: Route.self) { _ in Text("Inbox") }
        }
        .onChange(of: path) { _, p in saved = p.codable.flatMap { try? JSONEncoder().encode($0) } }
    }
}
