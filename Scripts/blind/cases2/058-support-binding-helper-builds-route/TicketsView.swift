import SwiftUI

@main
struct SupportDeskApp: App {
    var body: some Scene {
        WindowGroup {
            TicketsView()
        }
    }
}

struct TicketsView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(TicketSamples.all) { ticket in
                HStack {
                    Button {
                        TicketNavigation.open(ticket, on: $path)
                    } label: {
                        VStack(alignment: .leading) {
                            Text("#\(ticket.id) \(ticket.subject)")
                            Text(ticket.customer).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    Spacer()
                    Button {
                        TicketNavigation.openConversation(for: ticket.id, on: $path)
                    } label: {
                        Image(systemName: "bubble.left.and.bubble.right")
                    }
                    .buttonStyle(.borderless)
                }
                .listRowBackground(ticket.isUrgent ? Color.red.opacity(0.1) : nil)
            }
            .navigationTitle("Tickets")
            .navigationDestination(for: Ticket.self) { ticket in
                TicketDetail(ticket: ticket)
            }
        }
    }
}

struct TicketDetail: View {
    let ticket: Ticket

    var body: some View {
        Form {
            LabeledContent("Customer", value: ticket.customer)
            LabeledContent("Priority", value: ticket.isUrgent ? "Urgent" : "Normal")
        }
        .navigationTitle("#\(ticket.id)")
    }
}
