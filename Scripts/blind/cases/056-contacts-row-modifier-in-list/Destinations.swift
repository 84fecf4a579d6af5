import SwiftUI

struct Contact: Hashable, Identifiable {
    let id: UUID
    var name: String
    var phone: String
    var company: Company?
}

struct Company: Hashable, Identifiable {
    let id: UUID
    var name: String
}

extension View {
    func contactDestinations() -> some View {
        self
            .navigationDestination(for: Contact.self) { contact in
                ContactCard(contact: contact)
            }
            .navigationDestination(for: Company.self) { company in
                Text(company.name).font(.title)
            }
    }
}

struct ContactCard: View {
    let contact: Contact

    var body: some View {
        Form {
            LabeledContent("Phone", value: contact.phone)
            if let company = contact.company {
                NavigationLink(company.name, value: company)
            }
        }
        .navigationTitle(contact.name)
    }
}
