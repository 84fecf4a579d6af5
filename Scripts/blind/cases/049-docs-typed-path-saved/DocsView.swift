import SwiftUI

@main
struct DocsApp: App {
    @StateObject private var navigation = DocumentNavigation()

    var body: some Scene {
        WindowGroup {
            DocsRoot()
                .environmentObject(navigation)
                .onAppear { navigation.load() }
                .onChange(of: navigation.path) { navigation.save() }
        }
    }
}

struct DocsRoot: View {
    @EnvironmentObject private var navigation: DocumentNavigation
    let folders = ["Work", "Personal", "Archive"]

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List(folders, id: \.self) { folder in
                NavigationLink(folder, value: DocRoute.folder(folder))
            }
            .navigationTitle("Documents")
            .navigationDestination(for: DocRoute.self) { route in
                switch route {
                case .folder(let name):
                    FolderScreen(name: name)
                case .document(let id):
                    Text("Document \(id.uuidString)")
                        .toolbar {
                            Button("History") { navigation.path.append(.versionHistory(id: id)) }
                        }
                case .versionHistory(let id):
                    Text("History of \(id.uuidString)")
                }
            }
        }
    }
}

struct FolderScreen: View {
    @EnvironmentObject private var navigation: DocumentNavigation
    let name: String

    var body: some View {
        List {
            Button("Open latest") { navigation.openDocument(UUID(), in: name) }
            Button("Untitled") { navigation.path.append(.document(id: UUID())) }
        }
        .navigationTitle(name)
    }
}
