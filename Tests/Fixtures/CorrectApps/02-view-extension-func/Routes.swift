import SwiftUI

enum NotesRoute: Hashable {
    case folder(Folder)
    case note(Note)
}

extension View {
    func withNotesRoutes() -> some View {
        self.navigationDestination(for: NotesRoute.self) { route in
            switch route {
            case .folder(let folder): FolderDetail(folder: folder)
            case .note(let note): Text(note.title)
            }
        }
    }
}
