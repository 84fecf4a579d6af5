import SwiftUI

struct Ticket: Hashable, Identifiable { let id: Int; let open: Bool }

@main
struct HelpdeskApp: App {
    var body: some Scene { WindowGroup { HelpdeskRoot() } }
}

struct HelpdeskRoot: View {
    @State private var tickets = [Ticket(id: 1, open: true)]
    var body: some View {
        NavigationStack {
            content(showGrid: tickets.count > 10)
                .navigationDestination(for: Ticket.self) { t in Text("#\(t.id)") }
        }
    }

    @ViewBuilder
    func content(showGrid: Bool) -> some View {
        if showGrid {
            ScrollView {
                LazyVGrid(columns: [GridItem()]) {
                    ForEach(tickets) { NavigationLink("#\($0.id)", value: $0) }
                }
            }
        } else {
            List(tickets) { ticket in
                TicketRow(ticket: ticket)
            }
        }
    }
}

struct TicketRow: View {
    let ticket: Ticket
    var body: some View {
        NavigationLink(value: ticket) {
            Text("#\(ticket.id)")
        }
    }
}
