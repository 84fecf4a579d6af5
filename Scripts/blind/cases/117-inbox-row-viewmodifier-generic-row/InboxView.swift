import SwiftUI

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup { InboxView(emails: [], invites: []) }
    }
}

struct InboxView: View {
    let emails: [Email]
    let invites: [Invite]

    var body: some View {
        NavigationStack {
            List {
                Section("Mail") {
                    ForEach(emails) { email in
                        PreviewRow(item: email)
                    }
                }
                Section("Invites") {
                    ForEach(invites) { invite in
                        NavigationLink(value: invite) {
                            PreviewRow(item: invite)
                        }
                        .modifier(InviteDestination())
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}
