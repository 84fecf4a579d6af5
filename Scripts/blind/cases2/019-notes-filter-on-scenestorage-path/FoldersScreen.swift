import SwiftUI

@main
struct QuickNotesApp: App {
    @State private var store = FolderStore()

    var body: some Scene {
        WindowGroup {
            FoldersScreen()
                .environment(store)
        }
    }
}

struct FoldersScreen: View {
    @Environment(FolderStore.self) private var store
    @State private var path = NavigationPath()
    @SceneStorage("folders.navigation") private var navigationData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Folders") {
                    ForEach(store.folders) { folder in
                        NavigationLink(value: folder) {
                            LabeledContent(folder.name, value: "\(folder.noteCount)")
                        }
                    }
                }
                Section("Tags") {
                    ForEach(store.recentTags, id: \.self) { tag in
                        Button("#\(tag)") {
                            path.append(NoteFilter(tag: tag, onlyPinned: false, modifiedAfter: nil))
                        }
                    }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("Pinned", systemImage: "pin") {
                    path.append(NoteFilter.pinned)
                }
            }
            .navigationDestination(for: Folder.self) { folder in
                Text(folder.name).navigationTitle(folder.name)
            }
            .navigationDestination(for: NoteFilter.self) { filter in
                Text(filter.title).navigationTitle(filter.title)
            }
        }
        .task {
            if let navigationData,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navigationData) {
                path = NavigationPath(representation)
            }
            for await _ in NotificationCenter.default.notifications(named: .init("NotesDidSync")) {
                saveNavigation()
            }
        }
        .onChange(of: path) { saveNavigation() }
    }

    private func saveNavigation() {
        guard let representation = path.codable else { return }
        navigationData = try? JSONEncoder().encode(representation)
    }
}
