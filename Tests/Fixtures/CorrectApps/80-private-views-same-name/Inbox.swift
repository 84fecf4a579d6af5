import SwiftUI

struct Message: Hashable, Identifiable { let id: Int }

struct InboxView: View {
    let messages = [Message(id: 1)]
    var body: some View {
        NavigationStack {
            List(messages) { Row(message: $0) }
                .navigationDestination(for: Message.self) { Text("Message \($0.id)") }
        }
    }
}

private struct Row: View {
    let message: Message
    var body: some View { NavigationLink("Message \(message.id)", value: message) }
}
