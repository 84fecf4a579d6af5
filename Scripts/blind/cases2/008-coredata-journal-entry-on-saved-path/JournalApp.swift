import SwiftUI
import CoreData

@main
struct JournalApp: App {
    let persistence = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            JournalHome()
                .environment(\.managedObjectContext, persistence.container.viewContext)
        }
    }
}

struct JournalHome: View {
    @FetchRequest(
        sortDescriptors: [SortDescriptor(\.createdAt, order: .reverse)],
        animation: .default
    )
    private var entries: FetchedResults<JournalEntry>

    @State private var path = NavigationPath()

    private static var pathURL: URL {
        URL.documentsDirectory.appending(path: "journal-navigation.json")
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(entries) { entry in
                NavigationLink(value: entry) {
                    VStack(alignment: .leading) {
                        Text(entry.wrappedTitle).font(.headline)
                        if let date = entry.createdAt {
                            Text(date, style: .date).font(.caption)
                        }
                    }
                }
            }
            .navigationTitle("Journal")
            .navigationDestination(for: JournalEntry.self) { entry in
                EntryEditor(entry: entry)
            }
        }
        .task { restorePath() }
        .onChange(of: path) { savePath() }
    }

    private func restorePath() {
        guard let data = try? Data(contentsOf: Self.pathURL),
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    private func savePath() {
        guard let representation = path.codable else { return }
        try? JSONEncoder().encode(representation).write(to: Self.pathURL)
    }
}

struct EntryEditor: View {
    @ObservedObject var entry: JournalEntry
    @Environment(\.managedObjectContext) private var context

    var body: some View {
        Form {
            TextField("Title", text: Binding(get: { entry.title ?? "" }, set: { entry.title = $0 }))
            TextEditor(text: Binding(get: { entry.body ?? "" }, set: { entry.body = $0 }))
                .frame(minHeight: 200)
            Stepper("Mood \(entry.mood)", value: $entry.mood, in: 1...5)
        }
        .navigationTitle(entry.wrappedTitle)
        .onDisappear { try? context.save() }
    }
}
