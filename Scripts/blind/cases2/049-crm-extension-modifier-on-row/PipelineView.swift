import SwiftUI

@main
struct PipelineApp: App {
    var body: some Scene {
        WindowGroup {
            PipelineView()
        }
    }
}

struct PipelineView: View {
    private let contacts = [
        Contact(id: 1, name: "Rosa Diaz", company: "Nine-Nine Ltd", email: "rosa@example.com"),
        Contact(id: 2, name: "Tom Haverford", company: "Entertainment 720", email: "tom@example.com"),
    ]
    private let deals = [
        Deal(id: 1, title: "Annual licence", value: 12_000, contactID: 1),
        Deal(id: 2, title: "Pilot project", value: 3_500, contactID: 2),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Open deals") {
                    ForEach(deals) { deal in
                        DealRow(deal: deal, contact: contacts.first { $0.id == deal.contactID })
                    }
                }
            }
            .navigationTitle("Pipeline")
        }
    }
}

struct DealRow: View {
    let deal: Deal
    let contact: Contact?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(deal.title).font(.headline)
                Spacer()
                Text(deal.value, format: .currency(code: "USD"))
            }
            if let contact {
                NavigationLink(value: contact) {
                    Label(contact.name, systemImage: "person")
                        .font(.subheadline)
                }
            }
        }
        .contactDestination()
    }
}
