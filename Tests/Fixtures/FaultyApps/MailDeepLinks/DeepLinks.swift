import SwiftUI

struct Mailbox: Hashable { let name: String }
struct Message: Hashable { let id: String }
struct Draft: Hashable { let replyTo: String }
struct Contact: Hashable { let email: String }

enum DeepLinks {
    /// `mail://open/<mailbox>/<message>?reply`: the whole way down to the message, and a reply when asked.
    static func open(_ url: URL, into path: inout NavigationPath) {
        path.removeLast(path.count)
        let parts = Array(url.pathComponents.dropFirst())
        guard let mailbox = parts.first else { return }
        path.append(Mailbox(name: mailbox))
        if parts.count > 1 {
            path.append(Message(id: parts[1]))
        }
        if url.query == "reply" {
            path.append(Draft(replyTo: parts.last ?? ""))
        }
    }
}

enum Navigator {
    static func show(_ mailbox: Mailbox, on path: inout NavigationPath) {
        path.append(mailbox)
    }

    static func reveal(_ contact: Contact, in path: inout [Contact]) {
        path = [contact]
    }
}
