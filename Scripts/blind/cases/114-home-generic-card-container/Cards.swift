import SwiftUI

struct Card<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding()
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct Device: Hashable, Identifiable {
    let id: String
    var name: String
    var room: Room
}

struct Room: Hashable, Identifiable {
    let id: String
    var name: String
}

struct HomeScene: Hashable, Identifiable {
    let id: String
    var name: String
}
