import SwiftUI

struct Conversation: Hashable, Identifiable {
    let id: UUID
    var subject: String
    var participants: [Contact]
}

struct Contact: Hashable, Identifiable {
    let id: UUID
    var name: String
    var address: String
}

struct Attachment: Hashable, Identifiable {
    let id: UUID
    var filename: String
    var size: Int
}

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup { InboxView() }
    }
}

struct InboxView: View {
    @State private var path = NavigationPath()
    @State private var conversations: [Conversation] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(conversations) { conversation in
                NavigationLink(conversation.subject, value: conversation)
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Conversation.self) { conversation in
                ConversationView(conversation: conversation, path: $path)
            }
            .navigationDestination(for: Contact.self) { contact in
                Text(contact.name)
            }
        }
    }
}

struct ConversationView: View {
    let conversation: Conversation
    @Binding var path: NavigationPath
    @State private var attachments: [Attachment] = []

    var body: some View {
        List {
            Section("People") {
                ForEach(conversation.participants) { person in
                    Button(person.name) { openContact(person) }
                }
            }
            Section("Attachments") {
                ForEach(attachments) { attachment in
                    Button(attachment.filename) {
                        $path.wrappedValue.append(attachment)
                    }
                }
            }
        }
        .navigationTitle(conversation.subject)
        .toolbar {
            Button("Latest attachment") { openLatestAttachment() }
        }
    }

    private func openContact(_ contact: Contact) {
        var newPath = path
        newPath.append(contact)
        path = newPath
    }

    private func openLatestAttachment() {
        guard let latest = attachments.last else { return }
        var newPath = path
        newPath.removeLast(newPath.count)
        newPath.append(conversation)
        newPath.append(latest)
        path = newPath
    }
}
