import SwiftUI

struct ShoppingListView: View {
    @Environment(Router.self) private var router
    @State private var items = [
        GroceryItem(name: "Oat milk", aisle: Aisle(id: 4, name: "Dairy")),
        GroceryItem(name: "Basil", aisle: Aisle(id: 1, name: "Produce")),
        GroceryItem(name: "Rice", aisle: Aisle(id: 7, name: "Grains")),
    ]

    var body: some View {
        List {
            ForEach($items) { $item in
                ItemRow(item: $item) { aisle in
                    router.path.append(aisle)
                } onShowDetails: {
                    router.path.append(item)
                }
            }
        }
        .navigationTitle("Groceries")
    }
}

struct ItemRow: View {
    @Binding var item: GroceryItem
    var onSelectAisle: (Aisle) -> Void
    var onShowDetails: () -> Void

    var body: some View {
        HStack {
            Button {
                item.isChecked.toggle()
            } label: {
                Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.borderless)
            Text(item.name)
                .strikethrough(item.isChecked)
                .onTapGesture(perform: onShowDetails)
            Spacer()
            Button(item.aisle.name) { onSelectAisle(item.aisle) }
                .font(.caption)
                .buttonStyle(.bordered)
        }
    }
}

struct AisleView: View {
    let aisle: Aisle

    var body: some View {
        Text("Everything in \(aisle.name)")
            .navigationTitle(aisle.name)
    }
}
