import SwiftUI

struct MailThread: Hashable, Identifiable {
    let id: UUID
    var subject: String
    var sender: Sender
    var unread: Bool
}

struct Sender: Hashable, Identifiable {
    let id: String
    var name: String
    var vip: Bool
}

final class InboxModel: ObservableObject {
    @Published var path: [MailThread] = []
    @Published var threads: [MailThread] = []
    @Published var searchPath = NavigationPath()

    var vipSenders: [Sender] {
        Array(Set(threads.map(\.sender).filter(\.vip)))
    }
}
