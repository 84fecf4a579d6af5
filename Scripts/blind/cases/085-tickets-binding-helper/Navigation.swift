import SwiftUI

enum TicketRoute: Hashable {
    case ticket(id: Int)
    case customer(email: String)
}

struct Macro: Hashable {
    var name: String
}

enum Navigator {
    static func open(_ route: TicketRoute, on path: Binding<NavigationPath>) {
        path.wrappedValue.append(route)
    }

    static func openMacro(named name: String, on path: Binding<NavigationPath>) {
        path.wrappedValue.append(Macro(name: name))
    }
}

struct Ticket: Hashable, Identifiable {
    let id: Int
    var subject: String
    var email: String
}
