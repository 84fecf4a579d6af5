import SwiftUI

@main
struct InvoicesApp: App {
    var body: some Scene {
        WindowGroup("Invoices") {
            InvoiceTableView()
                .frame(minWidth: 800, minHeight: 480)
        }
    }
}

struct Client: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
}

struct Invoice: Hashable, Codable, Identifiable {
    let id: Int
    var number: String
    var client: Client
    var total: Decimal
    var issued: Date
    var isPaid: Bool
}

enum InvoiceSamples {
    static let acme = Client(id: 1, name: "Acme Corp")
    static let globex = Client(id: 2, name: "Globex")

    static let all: [Invoice] = [
        Invoice(id: 1, number: "2024-001", client: acme, total: 1200, issued: .now, isPaid: true),
        Invoice(id: 2, number: "2024-002", client: globex, total: 860, issued: .now, isPaid: false),
        Invoice(id: 3, number: "2024-003", client: acme, total: 430, issued: .now, isPaid: false),
    ]
}
