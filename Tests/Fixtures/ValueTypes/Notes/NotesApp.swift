import SwiftUI
import SwiftData

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesSplitView()
        }
        .modelContainer(for: [Note.self, Folder.self])
    }
}

struct NotesSplitView: View {
    @Query(sort: \Folder.name) private var folders: [Folder]
    @Query(sort: \Note.modified, order: .reverse) private var notes: [Note]
    @State private var selectedFolder: Folder?
    @State private var selectedNotes: Set<Note.ID> = []
    @State private var path = NavigationPath()
    @State private var current: NotesRoute?
    @State private var drafts: [Draft] = []

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selectedFolder) { folder in
                NavigationLink(folder.name, value: folder)
            }
        } detail: {
            NavigationStack(path: $path) {
                List(selection: $selectedNotes) {
                    ForEach(notes.indices, id: \.self) { index in
                        NavigationLink(notes[index].title, value: notes[index])
                    }
                    ForEach(Array(folders.enumerated()), id: \.offset) { index, folder in
                        NavigationLink("\(index). \(folder.name)", value: NotesRoute.list(.folder(folder)))
                    }
                    ForEach(Array(notes.enumerated()), id: \.element.id) { entry in
                        NavigationLink(entry.element.title, value: entry.element)
                    }
                    ForEach(Array(zip(notes, drafts)), id: \.1.id) { pair in
                        NavigationLink(pair.1.text, value: pair.1)
                    }
                    ForEach($drafts) { $draft in
                        TextField("Draft", text: $draft.text)
                        NavigationLink("Open draft", value: draft)
                    }
                    ForEach(notes.first?.tags ?? []) { tag in
                        NavigationLink(tag.name, value: tag)
                    }
                }
                .toolbar {
                    Button("Pinned") { showPinned() }
                    Button("Up") { goUp() }
                    Button("Latest tag") { openLatestTag() }
                    Button("Pinned only") { open(.pinned) }
                }
                .navigationDestination(for: NotesRoute.self) { route in
                    NotesRouteView(route: route)
                }
                .navigationDestination(for: Draft.self) { Text($0.text) }
                .navigationDestination(for: Note.self) { NoteEditor(note: $0) }
                .navigationDestination(for: Tag.self) { Text($0.name) }
            }
        }
    }

    func showPinned() {
        let route = if notes.contains(where: \.isPinned) { NotesRoute.list(.pinned) } else { NotesRoute.start }
        path.append(route)
    }

    func goUp() {
        guard let parent = current?.parentRoute else { return }
        path.append(parent)
    }

    func openLatestTag() {
        let tags = notes.flatMap(\.tags)
        for (offset, tag) in tags.enumerated() where offset == 0 {
            path.append(tag)
        }
    }

    func open(_ filter: NotesFilter) {
        let route = switch filter {
        case .all: NotesRoute.start
        case .pinned: NotesRoute.list(.pinned)
        case .folder(let folder): NotesRoute.list(.folder(folder))
        case .tag(let tag): NotesRoute.tag(tag)
        }
        path.append(route)
        if let pinned = notes.first(where: \.isPinned) {
            path.append(pinned)
        }
    }
}

struct NotesRouteView: View {
    let route: NotesRoute

    var body: some View {
        switch route {
        case .list(let filter):
            FilteredNotes(filter: filter)
        case .note(let note):
            NoteEditor(note: note)
        case .tag(let tag):
            Text(tag.name)
        case .settings:
            Text("Settings")
        }
    }
}

struct FilteredNotes: View {
    let filter: NotesFilter
    @Query private var notes: [Note]

    var body: some View {
        List(notes) { note in
            NavigationLink(note.title, value: NotesRoute.note(note))
            if let folder = note.folder {
                NavigationLink(folder.name, value: NotesRoute.list(.folder(folder)))
            }
        }
        .toolbar {
            NavigationLink("First tag", value: notes.first?.tags.first)
            NavigationLink("Parent folder", value: notes.first?.folder?.parent)  // deliberate: no Folder destination
        }
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        TextEditor(text: $note.body)
            .toolbar {
                ForEach(note.tags) { tag in
                    NavigationLink(tag.name, value: NotesRoute.tag(tag))
                }
                NavigationLink("Settings", value: { () -> NotesRoute in .settings }())
                NavigationLink("Folder", value: note.folder.map { NotesRoute.list(.folder($0)) })
            }
    }
}
