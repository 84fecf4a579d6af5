import SwiftUI

struct MailFolder: Hashable, Identifiable {
    let id: String
    var name: String
    var rules: [FilterRule]
}

struct FilterRule: Hashable, Identifiable {
    let id: UUID
    var summary: String
}

struct Message: Hashable, Identifiable {
    let id: UUID
    var subject: String
    var folderID: String
}

@main
struct MailSplitApp: App {
    var body: some Scene {
        WindowGroup { MailSplitView() }
    }
}

struct MailSplitView: View {
    @State private var folders: [MailFolder] = []
    @State private var selectedFolder: MailFolder?
    @State private var messages: [Message] = []
    @State private var detailPath = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selectedFolder) { folder in
                FolderRow(folder: folder)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            NavigationStack(path: $detailPath) {
                List(messages.filter { $0.folderID == selectedFolder?.id }) { message in
                    NavigationLink(message.subject, value: message)
                }
                .navigationDestination(for: Message.self) { message in
                    Text(message.subject)
                }
                .navigationTitle(selectedFolder?.name ?? "Mail")
            }
        }
    }
}

struct FolderRow: View {
    let folder: MailFolder
    @State private var editingRules = false

    var body: some View {
        NavigationLink(value: folder) {
            Label(folder.name, systemImage: "folder")
        }
        .contextMenu {
            Button("Edit rules…") { editingRules = true }
        }
        .navigationDestination(isPresented: $editingRules) {
            List(folder.rules) { rule in
                Text(rule.summary)
            }
            .navigationTitle("Rules for \(folder.name)")
        }
    }
}
