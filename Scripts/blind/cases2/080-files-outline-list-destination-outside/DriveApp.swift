import SwiftUI

@main
struct DriveApp: App {
    var body: some Scene {
        WindowGroup {
            BrowserView()
        }
    }
}

struct BrowserView: View {
    var body: some View {
        NavigationStack {
            List(Drive.root, children: \.children) { node in
                if node.isFolder {
                    Label(node.name, systemImage: "folder")
                } else {
                    NavigationLink(value: node) {
                        Label(node.name, systemImage: "doc")
                    }
                }
            }
            .navigationTitle("Drive")
            .navigationDestination(for: FileNode.self) { file in
                FilePreview(file: file)
            }
        }
    }
}

struct FilePreview: View {
    let file: FileNode

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "doc.text")
                .font(.system(size: 80))
            Text(file.name).font(.title2)
            Text(ByteCountFormatter.string(fromByteCount: Int64(file.size), countStyle: .file))
                .foregroundStyle(.secondary)
            ShareLink(item: file.name)
        }
        .navigationTitle(file.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
