import SwiftUI

struct Folder: Hashable, Identifiable { let id: UUID; var name: String; var notes: [Note] }
struct Note: Hashable, Identifiable { let id: UUID; var title: String }

struct FolderList: View {
    @State private var folders: [Folder] = []
    var body: some View {
        List(folders) { folder in
            NavigationLink(folder.name, value: NotesRoute.folder(folder))
        }
    }
}

struct FolderDetail: View {
    let folder: Folder
    var body: some View {
        List(folder.notes) { note in
            NavigationLink(value: NotesRoute.note(note)) {
                Text(note.title)
            }
        }
        .navigationTitle(folder.name)
    }
}
