import Foundation

struct Mailbox: Hashable, Identifiable {
    let id: String
    var title: String
    var unread: Int
}

extension Mailbox {
    static var inbox: Self { Mailbox(id: "inbox", title: "Inbox", unread: 0) }
    static var archive: Self { Self(id: "archive", title: "Archive", unread: 0) }
}

struct Message: Hashable, Identifiable {
    let id: UUID
    var from: String
    var subject: String
    var mailboxID: String
}

struct Draft: Hashable {
    var to: [String]
    var subject: String
    var body: String

    static func reply(to message: Message) -> Draft {
        Draft(to: [message.from], subject: "Re: " + message.subject, body: "")
    }
}
