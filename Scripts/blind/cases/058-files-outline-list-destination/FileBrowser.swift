import SwiftUI

struct FileNode: Hashable, Identifiable {
    let id: String
    var name: String
    var children: [FileNode]?

    var isFolder: Bool { children != nil }
}

struct FilePreview: Hashable {
    var node: FileNode
    var showsHidden: Bool
}

@main
struct FilesApp: App {
    var body: some Scene {
        WindowGroup { FileBrowser(root: []) }
    }
}

struct FileBrowser: View {
    let root: [FileNode]
    @State private var showsHidden = false

    var body: some View {
        NavigationStack {
            List(root, children: \.children) { node in
                if node.isFolder {
                    Label(node.name, systemImage: "folder")
                } else {
                    NavigationLink(value: FilePreview(node: node, showsHidden: showsHidden)) {
                        Label(node.name, systemImage: "doc")
                    }
                    .navigationDestination(for: FilePreview.self) { preview in
                        PreviewScreen(preview: preview)
                    }
                }
            }
            .navigationTitle("Files")
            .toolbar {
                Toggle("Hidden files", isOn: $showsHidden)
            }
        }
    }
}

struct PreviewScreen: View {
    let preview: FilePreview

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "doc.text").font(.system(size: 64))
            Text(preview.node.name).font(.title2)
        }
        .navigationTitle(preview.node.name)
    }
}
