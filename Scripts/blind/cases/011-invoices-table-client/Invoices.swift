import SwiftUI

struct Client: Hashable, Identifiable {
    let id: UUID
    var name: String
    var email: String
}

struct Invoice: Hashable, Identifiable {
    let id: String
    var client: Client
    var total: Decimal
    var issued: Date
    var paid: Bool
}

@main
struct BillingApp: App {
    var body: some Scene {
        WindowGroup {
            InvoicesView(invoices: [])
        }
    }
}

struct InvoicesView: View {
    let invoices: [Invoice]
    @State private var selection = Set<Invoice.ID>()
    @State private var sortOrder = [KeyPathComparator(\Invoice.issued, order: .reverse)]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Table(invoices.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Number", value: \.id) { invoice in
                    NavigationLink(invoice.id, value: invoice)
                }
                TableColumn("Client", value: \.client.name) { invoice in
                    NavigationLink(invoice.client.name, value: invoice.client)
                }
                TableColumn("Issued", value: \.issued) { invoice in
                    Text(invoice.issued, format: .dateTime.day().month().year())
                }
                TableColumn("Total") { invoice in
                    Text(invoice.total, format: .currency(code: "EUR"))
                        .foregroundStyle(invoice.paid ? .primary : .red)
                }
            }
            .navigationTitle("Invoices")
            .navigationDestination(for: Invoice.self) { invoice in
                InvoiceDetail(invoice: invoice)
            }
            .toolbar {
                Button("Open oldest unpaid") {
                    if let oldest = invoices.filter({ !$0.paid }).min(by: { $0.issued < $1.issued }) {
                        path.append(oldest)
                    }
                }
            }
        }
    }
}

struct InvoiceDetail: View {
    let invoice: Invoice

    var body: some View {
        Form {
            LabeledContent("Client", value: invoice.client.name)
            LabeledContent("Email", value: invoice.client.email)
            LabeledContent("Total") {
                Text(invoice.total, format: .currency(code: "EUR"))
            }
        }
        .navigationTitle("Invoice \(invoice.id)")
    }
}
