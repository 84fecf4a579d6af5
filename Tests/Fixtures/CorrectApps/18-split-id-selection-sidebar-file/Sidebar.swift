import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: String
    let name: String
}

struct ContactsSidebar: View {
    @Binding var selection: Contact.ID?
    let contacts = [Contact(id: "1", name: "Ann")]
    var body: some View {
        List(contacts, selection: $selection) { contact in
            NavigationLink(contact.name, value: contact.id)
        }
        .navigationTitle("Contacts")
    }
}

struct ContactDetail: View {
    let id: Contact.ID?
    var body: some View { Text(id ?? "None") }
}
