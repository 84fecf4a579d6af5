import SwiftUI

protocol Previewable: Hashable, Identifiable {
    var title: String { get }
}

struct Email: Previewable {
    let id: Int
    var title: String
    var sender: String
}

struct Invite: Previewable {
    let id: Int
    var title: String
    var date: Date
}

struct PreviewRow<Item: Previewable>: View {
    let item: Item
    @State private var peeking = false

    var body: some View {
        Text(item.title)
            .onLongPressGesture { peeking = true }
            .navigationDestination(isPresented: $peeking) {
                Text("Preview of \(item.title)")
            }
    }
}

struct InviteDestination: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: Invite.self) { invite in
            Text(invite.title)
        }
    }
}
