import SwiftUI

struct Invoice: Hashable, Identifiable { let id: Int }
struct Client: Hashable, Identifiable { let id: Int }

@main
struct BillingApp: App {
    var body: some Scene { WindowGroup { NavigationStack { Dashboard() } } }
}

struct Dashboard: View {
    @State private var showClients = false
    var body: some View {
        Button("Clients") { showClients = true }
            .navigationDestination(isPresented: $showClients) {
                ClientsScreen()
            }
    }
}

struct ClientsScreen: View {
    @State private var selected: Client?
    var body: some View {
        List([Client(id: 1)]) { c in
            Button("Client \(c.id)") { selected = c }
        }
        .navigationDestination(item: $selected) { c in ClientScreen(client: c) }
        .navigationDestination(for: Invoice.self) { Text("Invoice \($0.id)") }
    }
}

struct ClientScreen: View {
    let client: Client
    var body: some View {
        NavigationLink("History") {
            HistoryScreen(client: client)
        }
    }
}

struct HistoryScreen: View {
    let client: Client
    var body: some View {
        NavigationLink("Invoice 1", value: Invoice(id: 1))
    }
}
