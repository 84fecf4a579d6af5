import Foundation

struct Mailbox: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
}

struct Message: Identifiable, Hashable {
    let id: UUID
    let mailboxID: Mailbox.ID
    let sender: String
    let subject: String
    let body: String
    let received: Date
}

@Observable
final class MailStore {
    let mailboxes = [
        Mailbox(id: "inbox", name: "Inbox", symbol: "tray"),
        Mailbox(id: "sent", name: "Sent", symbol: "paperplane"),
        Mailbox(id: "archive", name: "Archive", symbol: "archivebox"),
    ]

    var messages: [Message] = [
        Message(id: UUID(), mailboxID: "inbox", sender: "Ana", subject: "Lunch?", body: "Tomorrow at 1?", received: .now),
        Message(id: UUID(), mailboxID: "inbox", sender: "CI", subject: "Build passed", body: "All green.", received: .now),
        Message(id: UUID(), mailboxID: "sent", sender: "Me", subject: "Re: Lunch?", body: "Sure!", received: .now),
    ]

    func messages(in mailboxID: Mailbox.ID?) -> [Message] {
        messages.filter { $0.mailboxID == mailboxID }
    }

    func message(id: Message.ID?) -> Message? {
        messages.first { $0.id == id }
    }
}
