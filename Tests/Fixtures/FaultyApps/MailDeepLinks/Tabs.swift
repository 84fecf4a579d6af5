import SwiftUI

struct InboxTab: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Inbox", value: Mailbox(name: "Inbox"))
            }
            .navigationDestination(for: Mailbox.self) { mailbox in Text(mailbox.name) }
            .navigationDestination(for: Message.self) { message in Text(message.id) }
        }
        .onOpenURL { url in DeepLinks.open(url, into: &path) }
        .onAppear { Navigator.show(Mailbox(name: "Flagged"), on: &path) }
    }
}

/// Search shows messages only: a mailbox handed to the same helper has no destination here.
struct SearchTab: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Text("Search")
                .navigationDestination(for: Message.self) { message in Text(message.id) }
        }
        .onAppear { Navigator.show(Mailbox(name: "Archive"), on: &path) }
    }
}

struct ContactsTab: View {
    @State private var path: [Contact] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Contacts")
                .navigationDestination(for: Contact.self) { contact in Text(contact.email) }
        }
        .onOpenURL { url in Navigator.reveal(Contact(email: url.lastPathComponent), in: &path) }
    }
}
