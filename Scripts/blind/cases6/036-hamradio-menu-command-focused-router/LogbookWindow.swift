import SwiftUI

struct LogbookWindow: View {
    @State private var router = LogRouter()
    @State private var contacts: [Contact] = []

    var body: some View {
        NavigationStack(path: $router.path) {
            Table(contacts) {
                TableColumn("Callsign", value: \.callsign)
                TableColumn("Band") { contact in
                    Text(contact.band.rawValue)
                }
                TableColumn("Logged") { contact in
                    Text(contact.loggedAt, format: .dateTime.hour().minute())
                }
            }
            .contextMenu(forSelectionType: Contact.ID.self) { _ in
            } primaryAction: { ids in
                if let contact = contacts.first(where: { ids.contains($0.id) }) {
                    router.show(contact)
                }
            }
            .navigationTitle("Logbook")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
            .navigationDestination(for: Band.self) { band in
                BandView(band: band, contacts: contacts.filter { $0.band == band })
            }
        }
        .focusedSceneValue(\.logRouter, router)
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        Form {
            LabeledContent("Callsign", value: contact.callsign)
            LabeledContent("Frequency", value: contact.frequency, format: .number)
        }
        .navigationTitle(contact.callsign)
    }
}

struct BandView: View {
    let band: Band
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            Text(contact.callsign)
        }
        .navigationTitle(band.rawValue)
    }
}
