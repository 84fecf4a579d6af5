import SwiftUI

struct Ticket: Identifiable, Hashable {
    let id: Int
    let subject: String
    let customer: String
    var isUrgent: Bool
}

struct ConversationRoute: Hashable {
    let ticketID: Int
    var scrollToLatest = true
}

enum TicketNavigation {
    static func open(_ ticket: Ticket, on path: Binding<NavigationPath>) {
        path.wrappedValue.append(ticket)
    }

    static func openConversation(for ticketID: Int, on path: Binding<NavigationPath>) {
        path.wrappedValue.append(ConversationRoute(ticketID: ticketID))
    }
}

enum TicketSamples {
    static let all = [
        Ticket(id: 3412, subject: "Cannot log in", customer: "ana@example.com", isUrgent: true),
        Ticket(id: 3410, subject: "Refund request", customer: "bo@example.com", isUrgent: false),
        Ticket(id: 3399, subject: "Feature idea", customer: "cy@example.com", isUrgent: false),
    ]
}
