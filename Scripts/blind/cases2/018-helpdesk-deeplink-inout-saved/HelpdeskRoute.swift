import Foundation

enum HelpdeskRoute: Hashable, Codable {
    case ticket(id: Int)
    case customer(email: String)
    case queue(name: String)
}

enum DeepLinks {
    /// helpdesk://ticket/123, helpdesk://customer/a@b.c, helpdesk://queue/billing
    static func open(_ url: URL, into path: inout NavigationPath) {
        let value = url.lastPathComponent
        switch url.host() {
        case "ticket":
            guard let id = Int(value) else { return }
            path.append(HelpdeskRoute.queue(name: "all"))
            path.append(HelpdeskRoute.ticket(id: id))
        case "customer":
            path.append(HelpdeskRoute.customer(email: value))
        case "queue":
            path.append(HelpdeskRoute.queue(name: value))
        default:
            break
        }
    }
}

import SwiftUI

extension NavigationPath {
    static func restored(from data: Data?) -> NavigationPath {
        guard let data,
              let representation = try? JSONDecoder().decode(CodableRepresentation.self, from: data)
        else { return NavigationPath() }
        return NavigationPath(representation)
    }
}
