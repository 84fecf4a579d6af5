import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NotesTab(notes: [])
                    .tabItem { Label("Notes", systemImage: "note.text") }
                TagsTab(tags: [])
                    .tabItem { Label("Tags", systemImage: "tag") }
            }
        }
    }
}

struct NotesTab: View {
    let notes: [Note]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(notes) { note in
                NoteRow(note: note) { tag in
                    path.append(tag)
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                VStack {
                    Text(note.title)
                    TagCloud(tags: note.tags, onSelect: { path.append($0) })
                }
            }
        }
    }
}

struct TagsTab: View {
    let tags: [NoteTag]

    var body: some View {
        NavigationStack {
            List(tags) { tag in
                NavigationLink(tag.name, value: tag)
            }
            .navigationTitle("Tags")
            .navigationDestination(for: NoteTag.self) { tag in
                Text("#\(tag.name)")
            }
        }
    }
}
