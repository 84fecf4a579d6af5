import SwiftUI

struct RefreshableList<Item: Identifiable, Row: View>: View {
    let items: [Item]
    var onRefresh: () async -> Void
    @ViewBuilder var row: (Item) -> Row

    var body: some View {
        List(items) { item in
            row(item)
        }
        .listStyle(.plain)
        .refreshable { await onRefresh() }
        .overlay {
            if items.isEmpty {
                ContentUnavailableView("Nothing here yet", systemImage: "tray")
            }
        }
    }
}

struct Story: Hashable, Identifiable {
    let id: Int
    var headline: String
    var author: Writer
}

struct Writer: Hashable, Identifiable {
    let id: Int
    var name: String
}
