import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    let name: String
}

@main
struct InventoryApp: App {
    var body: some Scene { WindowGroup { InventorySplit() } }
}

struct InventorySplit: View {
    @State private var selectedItem: Item?
    @State private var selectedID: Item.ID?
    let items = [Item(id: 1, name: "Hammer")]

    var body: some View {
        NavigationSplitView {
            Sidebar(items: items, selection: $selectedItem)
        } detail: {
            if let item = selectedItem {
                Text(item.name)
            }
        }
    }
}

struct Sidebar: View {
    let items: [Item]
    @Binding var selection: Item?
    var body: some View {
        List(selection: $selection) {
            ForEach(items) { item in
                NavigationLink(value: item) {
                    Text(item.name)
                }
            }
        }
    }
}
