import SwiftUI
import CoreData

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesRoot()
                .environment(\.managedObjectContext, NotesStore.shared.container.viewContext)
        }
    }
}

struct NotesRoot: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(fetchRequest: Note.sortedFetchRequest()) private var notes: FetchedResults<Note>
    @State private var path = NavigationPath()
    @SceneStorage("notes.navigation") private var storedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(notes) { note in
                NavigationLink(value: note.uri) {
                    HStack {
                        if note.isPinned {
                            Image(systemName: "pin.fill").foregroundStyle(.orange)
                        }
                        Text(note.title)
                    }
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: URL.self) { uri in
                if let note = context.note(with: uri) {
                    NoteEditor(note: note)
                } else {
                    ContentUnavailableView("Note not found", systemImage: "note.text")
                }
            }
            .toolbar {
                Button("New", systemImage: "square.and.pencil") { createNote() }
            }
        }
        .onAppear(perform: restore)
        .onChange(of: path) {
            storedPath = try? path.codable.map { try JSONEncoder().encode($0) }
        }
    }

    private func restore() {
        guard let storedPath,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: storedPath)
        else { return }
        path = NavigationPath(representation)
    }

    private func createNote() {
        let note = Note(context: context)
        note.title = "New note"
        note.text = ""
        note.modifiedAt = .now
        try? context.save()
        path.append(note.uri)
    }
}

struct NoteEditor: View {
    @ObservedObject var note: Note

    var body: some View {
        TextEditor(text: $note.text)
            .padding()
            .navigationTitle(note.title)
    }
}
