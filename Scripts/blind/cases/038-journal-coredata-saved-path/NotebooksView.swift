import SwiftUI
import CoreData

@main
struct NotebooksApp: App {
    @StateObject private var navigation = NavigationStore()
    @Environment(\.scenePhase) private var scenePhase
    let container = NSPersistentContainer(name: "Notebooks")

    var body: some Scene {
        WindowGroup {
            NotebooksView()
                .environmentObject(navigation)
                .environment(\.managedObjectContext, container.viewContext)
                .onAppear { navigation.restore() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { navigation.save() }
        }
    }
}

struct NotebooksView: View {
    @EnvironmentObject private var navigation: NavigationStore
    @FetchRequest(sortDescriptors: [SortDescriptor(\Notebook.createdAt)]) private var notebooks: FetchedResults<Notebook>

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List(notebooks) { notebook in
                NavigationLink(notebook.title ?? "Untitled", value: notebook)
            }
            .navigationTitle("Notebooks")
            .navigationDestination(for: Notebook.self) { notebook in
                PagesView(notebook: notebook)
            }
            .navigationDestination(for: String.self) { uri in
                Text("Page \(uri)")
            }
        }
    }
}

struct PagesView: View {
    @EnvironmentObject private var navigation: NavigationStore
    let notebook: Notebook

    var pages: [NotebookPage] {
        (notebook.pages as? Set<NotebookPage> ?? []).sorted { $0.number < $1.number }
    }

    var body: some View {
        List(pages) { page in
            Button("Page \(page.number)") {
                navigation.path.append(page.uriString)
            }
        }
        .navigationTitle(notebook.title ?? "Notebook")
    }
}
