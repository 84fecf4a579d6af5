import SwiftUI

struct MailboxList: View {
    @EnvironmentObject var coordinator: Coordinator
    let ids = ["a", "b", "c"]
    var body: some View {
        List(ids, id: \.self) { id in
            Button(id) { coordinator.openMessage(id) }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Compose") { coordinator.push(.compose) }
            }
        }
    }
}

struct MessageView: View {
    @EnvironmentObject var coordinator: Coordinator
    let id: String
    var body: some View {
        VStack {
            Text(id)
            Button("Back") { coordinator.pop() }
            Button("Inbox") { coordinator.push(.inbox) }
        }
    }
}
