import SwiftUI

@main
struct TaggedNotesApp: App {
    @State private var model = NotesModel()

    var body: some Scene {
        WindowGroup {
            NotesSplitView()
                .environment(model)
        }
    }
}

struct NotesSplitView: View {
    @Environment(NotesModel.self) private var model

    var body: some View {
        @Bindable var model = model
        NavigationSplitView {
            List(selection: $model.sidebarSelection) {
                NavigationLink("All notes", value: Sidebar.all)
                Section("Tags") {
                    ForEach(model.allTags) { tag in
                        NavigationLink("#\(tag.name)", value: Sidebar.tag(tag))
                    }
                }
            }
            .navigationTitle("Notes")
        } detail: {
            NavigationStack(path: $model.detailPath) {
                List(model.visibleNotes) { note in
                    NavigationLink(note.title, value: note)
                }
                .navigationDestination(for: Note.self) { note in
                    NoteDetail(note: note)
                }
            }
        }
    }
}

struct NoteDetail: View {
    @Environment(NotesModel.self) private var model
    let note: Note

    var body: some View {
        Form {
            Text(note.text)
            Section("Tags") {
                ForEach(note.tags) { tag in
                    NavigationLink("#\(tag.name)", value: tag)
                }
            }
            Section("Linked notes") {
                ForEach(note.linkedNoteIDs, id: \.self) { id in
                    if let linked = model.note(id: id) {
                        NavigationLink(linked.title, value: linked)
                    }
                }
            }
        }
        .navigationTitle(note.title)
    }
}
