import SwiftUI

struct Notebook: Hashable, Identifiable {
    let id: UUID
    var title: String
}

struct Page: Hashable, Identifiable {
    let id: UUID
    var title: String
    var notebookID: UUID
    var backlinks: [Page.ID]
}

struct Attachment: Hashable, Identifiable {
    let id: UUID
    var filename: String
}

@Observable
final class NotebookStore {
    var notebooks: [Notebook] = []
    var pages: [Page] = []
    var attachments: [UUID: [Attachment]] = [:]
    var selectedNotebook: Notebook?
    var detailPath = NavigationPath()
}

@main
struct NotebooksApp: App {
    @State private var store = NotebookStore()

    var body: some Scene {
        WindowGroup { NotebooksSplit(store: store) }
    }
}

struct NotebooksSplit: View {
    @Bindable var store: NotebookStore

    var body: some View {
        NavigationSplitView {
            List(store.notebooks, selection: $store.selectedNotebook) { notebook in
                NavigationLink(notebook.title, value: notebook)
            }
            .navigationTitle("Notebooks")
        } detail: {
            NavigationStack(path: $store.detailPath) {
                PageList(store: store)
                    .navigationDestination(for: Page.self) { page in
                        PageView(page: page, store: store)
                    }
            }
        }
    }
}

struct PageList: View {
    let store: NotebookStore

    var body: some View {
        List(store.pages.filter { $0.notebookID == store.selectedNotebook?.id }) { page in
            NavigationLink(page.title, value: page)
        }
        .navigationTitle(store.selectedNotebook?.title ?? "")
    }
}

struct PageView: View {
    let page: Page
    let store: NotebookStore

    var body: some View {
        List {
            Section("Attachments") {
                ForEach(store.attachments[page.id] ?? []) { attachment in
                    NavigationLink(attachment.filename, value: attachment)
                }
            }
            Section("Notebook") {
                if let notebook = store.notebooks.first(where: { $0.id == page.notebookID }) {
                    Button(notebook.title) { store.detailPath.append(notebook) }
                }
            }
        }
        .navigationTitle(page.title)
    }
}
