import SwiftUI

struct Mail: Identifiable, Hashable {
    let id: UUID
    let subject: String
}

@main
struct MailApp: App {
    var body: some Scene { WindowGroup { MailSplit() } }
}

struct MailSplit: View {
    @State private var selection = Set<Mail.ID>()
    let mails = [Mail(id: UUID(), subject: "Hello")]

    var body: some View {
        NavigationSplitView {
            List(mails, selection: $selection) { mail in
                NavigationLink(mail.subject, value: mail.id)
            }
        } detail: {
            if let id = selection.first, let mail = mails.first(where: { $0.id == id }) {
                Text(mail.subject)
            } else {
                Text("Select a message")
            }
        }
    }
}
