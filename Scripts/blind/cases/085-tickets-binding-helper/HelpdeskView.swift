import SwiftUI

@main
struct HelpdeskApp: App {
    var body: some Scene {
        WindowGroup { HelpdeskView(tickets: []) }
    }
}

struct HelpdeskView: View {
    let tickets: [Ticket]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(tickets) { ticket in
                Button(ticket.subject) {
                    Navigator.open(.ticket(id: ticket.id), on: $path)
                }
                .contextMenu {
                    Button("Customer") { Navigator.open(.customer(email: ticket.email), on: $path) }
                    Button("Apply refund macro") { Navigator.openMacro(named: "Refund", on: $path) }
                }
            }
            .navigationTitle("Tickets")
            .navigationDestination(for: TicketRoute.self) { route in
                switch route {
                case .ticket(let id): Text("Ticket #\(id)")
                case .customer(let email): Text(email)
                }
            }
        }
    }
}
