import SwiftUI
struct Folder: Hashable, Identifiable { let id: Int; let name: String }
struct Mail: Hashable, Identifiable { let id: Int; let subject: String }
@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { MailRoot() }
    }
}
struct MailRoot: View {
    @State private var folder: Folder?
    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $folder)
        } content: {
            MailList()
        } detail: {
            Text("Pick a message")
        }
    }
}
struct Sidebar: View {
    @Binding var selection: Folder?
    var body: some View {
        List([Folder(id: 1, name: "Inbox")], selection: $selection) { f in
            NavigationLink(f.name, value: f)
        }
        .navigationDestination(for: String.self) { Text($0) }
    }
}
struct MailList: View {
    var body: some View {
        List([Mail(id: 1, subject: "Hi")]) { m in
            NavigationLink(m.subject, value: m)
        }
        .navigationDestination(for: Mail.self) { Text($0.subject) }
        .navigationTitle("Mail")
    }
}
