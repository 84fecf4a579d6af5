import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var company: String
    var email: String
}

struct Deal: Identifiable, Hashable {
    let id: Int
    var title: String
    var value: Decimal
    var contactID: Contact.ID
}

extension View {
    func contactDestination() -> some View {
        navigationDestination(for: Contact.self) { contact in
            ContactCard(contact: contact)
        }
    }
}

struct ContactCard: View {
    let contact: Contact

    var body: some View {
        Form {
            LabeledContent("Name", value: contact.name)
            LabeledContent("Company", value: contact.company)
            Link(contact.email, destination: URL(string: "mailto:\(contact.email)")!)
        }
        .navigationTitle(contact.name)
    }
}
