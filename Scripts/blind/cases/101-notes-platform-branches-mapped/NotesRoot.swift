import SwiftUI

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
}

struct Tag: Hashable, Identifiable {
    let id: String
    var name: String
}

struct ExportJob: Hashable {
    var noteID: UUID
    var format: String
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesRoot(notes: [], tags: []) }
    }
}

struct NotesRoot: View {
    let notes: [Note]
    let tags: [Tag]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    NavigationLink(note.title, value: note)
                }
                #if os(macOS)
                Section("Tags") {
                    ForEach(tags) { tag in
                        NavigationLink(tag.name, value: tag)
                    }
                }
                #endif
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                NoteScreen(note: note)
            }
            #if os(macOS)
            .navigationDestination(for: Tag.self) { tag in
                Text(tag.name)
            }
            #endif
        }
    }
}

struct NoteScreen: View {
    let note: Note

    var body: some View {
        VStack {
            Text(note.title).font(.title)
            #if os(iOS)
            NavigationLink("Export as PDF", value: ExportJob(noteID: note.id, format: "pdf"))
            #else
            NavigationLink("Export", value: ExportJob(noteID: note.id, format: "rtf"))
            #endif
        }
        .navigationDestination(for: ExportJob.self) { job in
            Text("Exporting \(job.format)")
        }
    }
}
