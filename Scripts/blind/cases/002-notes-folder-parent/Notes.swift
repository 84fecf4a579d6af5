import SwiftUI

final class Folder: Hashable, Identifiable {
    let id = UUID()
    var name: String
    var parent: Folder?

    init(name: String, parent: Folder? = nil) {
        self.name = name
        self.parent = parent
    }

    static func == (lhs: Folder, rhs: Folder) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct Note: Hashable, Identifiable {
    let id = UUID()
    var title: String
    var body: String
    var folder: Folder?
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesRootView() }
    }
}

struct NotesRootView: View {
    @State private var path = NavigationPath()
    private let work = Folder(name: "Work")
    @State private var notes: [Note] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(notes) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteEditor(note: note, path: $path)
            }
            .onAppear {
                let meetings = Folder(name: "Meetings", parent: work)
                notes = [
                    Note(title: "Standup", body: "", folder: meetings),
                    Note(title: "Groceries", body: "Milk, eggs", folder: nil),
                ]
            }
        }
    }
}

struct NoteEditor: View {
    let note: Note
    @Binding var path: NavigationPath
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .onAppear { text = note.body }
            .navigationTitle(note.title)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Show folder", systemImage: "folder") { showEnclosingFolder() }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Show parent folder") { showParentFolder() }
                }
            }
    }

    private func showEnclosingFolder() {
        path.append(note.folder ?? Folder(name: "Inbox"))
    }

    private func showParentFolder() {
        guard let folder = note.folder, let parent = folder.parent else { return }
        path.append(parent)
    }
}
