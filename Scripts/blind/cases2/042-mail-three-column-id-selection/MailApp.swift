import SwiftUI

@main
struct MailApp: App {
    @State private var store = MailStore()

    var body: some Scene {
        WindowGroup {
            MailSplitView()
                .environment(store)
        }
    }
}

struct MailSplitView: View {
    @Environment(MailStore.self) private var store
    @State private var mailboxID: Mailbox.ID? = "inbox"
    @State private var messageID: Message.ID?

    var body: some View {
        NavigationSplitView {
            List(store.mailboxes, selection: $mailboxID) { mailbox in
                NavigationLink(value: mailbox.id) {
                    Label(mailbox.name, systemImage: mailbox.symbol)
                }
            }
            .navigationTitle("Mailboxes")
        } content: {
            List(store.messages(in: mailboxID), selection: $messageID) { message in
                NavigationLink(value: message.id) {
                    VStack(alignment: .leading) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).lineLimit(1)
                    }
                }
            }
            .navigationTitle(mailboxID?.capitalized ?? "")
        } detail: {
            if let message = store.message(id: messageID) {
                MessageView(message: message)
            } else {
                Text("No message selected").foregroundStyle(.secondary)
            }
        }
    }
}

struct MessageView: View {
    let message: Message

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(message.subject).font(.title2.bold())
                Text("From \(message.sender)").foregroundStyle(.secondary)
                Divider()
                Text(message.body)
            }
            .padding()
        }
    }
}
