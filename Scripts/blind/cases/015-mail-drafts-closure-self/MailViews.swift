import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { MessageListView(messages: []) }
    }
}

struct MessageListView: View {
    let messages: [Message]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    NavigationLink("Inbox", value: Mailbox.inbox)
                    NavigationLink("Archive", value: Mailbox.archive)
                }
                Section("Messages") {
                    ForEach(messages) { message in
                        NavigationLink(value: message) {
                            VStack(alignment: .leading) {
                                Text(message.from).bold()
                                Text(message.subject).lineLimit(1)
                            }
                        }
                        .swipeActions {
                            Button("Reply") { path.append(Draft.reply(to: message)) }
                        }
                    }
                }
            }
            .navigationTitle("Mail")
            .navigationDestination(for: Message.self) { message in
                MessageView(message: message)
            }
            .toolbar {
                Button("Compose", systemImage: "square.and.pencil") {
                    let draft: Draft = {
                        var d = Draft(to: [], subject: "", body: "")
                        d.body = "\n\nSent from my iPhone"
                        return d
                    }()
                    path.append(draft)
                }
            }
        }
    }
}

struct MessageView: View {
    let message: Message

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(message.subject).font(.title2)
                Text("From: \(message.from)")
            }
            .padding()
        }
    }
}
