import SwiftUI

struct NoteFolder: Hashable, Identifiable {
    let id: UUID
    var name: String
}

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
    var folderID: UUID
    var links: [Note.ID]
}

@Observable
final class NotesModel {
    var folders: [NoteFolder] = []
    var notes: [Note] = []
    var selectedFolder: NoteFolder?
    var selectedNote: Note?

    func notes(in folder: NoteFolder?) -> [Note] {
        guard let folder else { return [] }
        return notes.filter { $0.folderID == folder.id }
    }
}

@main
struct NotesSplitApp: App {
    @State private var model = NotesModel()

    var body: some Scene {
        WindowGroup { NotesSplitView(model: model) }
    }
}

struct NotesSplitView: View {
    @Bindable var model: NotesModel

    var body: some View {
        NavigationSplitView {
            List(model.folders, selection: $model.selectedFolder) { folder in
                NavigationLink(value: folder) {
                    Label(folder.name, systemImage: "folder")
                }
            }
            .navigationTitle("Folders")
        } content: {
            List(model.notes(in: model.selectedFolder), selection: $model.selectedNote) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationTitle(model.selectedFolder?.name ?? "Notes")
        } detail: {
            NavigationStack {
                if let note = model.selectedNote {
                    NoteDetail(note: note, model: model)
                        .navigationDestination(for: Note.self) { linked in
                            NoteDetail(note: linked, model: model)
                        }
                } else {
                    ContentUnavailableView("No note selected", systemImage: "note.text")
                }
            }
        }
    }
}

struct NoteDetail: View {
    let note: Note
    let model: NotesModel

    var body: some View {
        List {
            Section("Linked notes") {
                ForEach(model.notes.filter { note.links.contains($0.id) }) { linked in
                    NavigationLink(linked.title, value: linked)
                }
            }
        }
        .navigationTitle(note.title)
    }
}
