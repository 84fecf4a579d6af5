import SwiftUI

struct Ticket: Identifiable, Hashable {
    let id: UUID
    var eventName: String
    var venueID: String
    var gate: String
}

enum TicketRoute: String, Hashable, Codable {
    case transferHistory
    case refundPolicy
}

@main
struct WalletTicketsApp: App {
    @StateObject private var navigationModel = NavigationModel()
    @SceneStorage("navigation") private var data: Data?

    var body: some Scene {
        WindowGroup {
            MyTicketsView()
                .environmentObject(navigationModel)
                .task {
                    if let data {
                        navigationModel.jsonData = data
                    }
                    for await _ in navigationModel.objectWillChangeSequence {
                        data = navigationModel.jsonData
                    }
                }
        }
    }
}

struct MyTicketsView: View {
    @EnvironmentObject private var navigationModel: NavigationModel
    @State private var tickets: [Ticket] = [
        Ticket(id: UUID(), eventName: "Jazz at the Park", venueID: "central-park", gate: "3"),
    ]

    var body: some View {
        NavigationStack(path: $navigationModel.path) {
            List {
                ForEach(tickets) { ticket in
                    NavigationLink(value: ticket.id) {
                        Text(ticket.eventName)
                    }
                    .contextMenu {
                        Button("Venue info") { navigationModel.path.append(ticket.venueID) }
                    }
                }
                Section {
                    NavigationLink("Transfer history", value: TicketRoute.transferHistory)
                    NavigationLink("Refund policy", value: TicketRoute.refundPolicy)
                }
            }
            .navigationTitle("Tickets")
            .navigationDestination(for: UUID.self) { id in
                Text(tickets.first { $0.id == id }?.eventName ?? "Ticket")
            }
            .navigationDestination(for: String.self) { venueID in
                Text("Venue \(venueID)")
            }
            .navigationDestination(for: TicketRoute.self) { route in
                Text(route.rawValue)
            }
        }
    }
}
