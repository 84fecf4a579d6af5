import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            FolderList()
                .withNotesRoutes()
        }
    }
}
