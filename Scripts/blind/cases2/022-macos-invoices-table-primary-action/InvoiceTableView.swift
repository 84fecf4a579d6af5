import SwiftUI

struct InvoiceTableView: View {
    @State private var invoices = InvoiceSamples.all
    @State private var selection: Set<Invoice.ID> = []
    @State private var path = NavigationPath()
    @AppStorage("invoices.path") private var storedPath: Data = Data()

    var body: some View {
        NavigationStack(path: $path) {
            Table(invoices, selection: $selection) {
                TableColumn("Number", value: \.number)
                TableColumn("Client") { invoice in
                    Text(invoice.client.name)
                }
                TableColumn("Total") { invoice in
                    Text(invoice.total, format: .currency(code: "USD"))
                }
                TableColumn("Paid") { invoice in
                    Image(systemName: invoice.isPaid ? "checkmark.circle.fill" : "circle")
                }
            }
            .contextMenu(forSelectionType: Invoice.ID.self) { ids in
                if ids.count == 1, let invoice = invoices.first(where: { ids.contains($0.id) }) {
                    Button("Open Client") { path.append(invoice.client) }
                }
            } primaryAction: { ids in
                guard let id = ids.first, let invoice = invoices.first(where: { $0.id == id }) else { return }
                path.append(invoice)
            }
            .navigationDestination(for: Invoice.self) { invoice in
                InvoiceDetail(invoice: invoice)
            }
            .navigationDestination(for: Client.self) { client in
                Text(client.name).font(.title)
            }
            .navigationTitle("Invoices")
        }
        .onAppear {
            if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: storedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            if let codable = path.codable, let data = try? JSONEncoder().encode(codable) {
                storedPath = data
            }
        }
    }
}

struct InvoiceDetail: View {
    let invoice: Invoice

    var body: some View {
        Form {
            LabeledContent("Number", value: invoice.number)
            LabeledContent("Client", value: invoice.client.name)
            LabeledContent("Issued") { Text(invoice.issued, style: .date) }
            NavigationLink("Client details", value: invoice.client)
        }
        .padding()
        .navigationTitle("Invoice \(invoice.number)")
    }
}
