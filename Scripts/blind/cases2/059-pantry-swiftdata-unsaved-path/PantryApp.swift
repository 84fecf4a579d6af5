import SwiftUI
import SwiftData

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            AreasView()
        }
        .modelContainer(for: [StorageArea.self, PantryItem.self])
    }
}

struct AreasView: View {
    @Query(sort: \StorageArea.name) private var areas: [StorageArea]
    @Query(filter: #Predicate<PantryItem> { $0.quantity == 0 }) private var usedUp: [PantryItem]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(areas) { area in
                    NavigationLink(value: area) {
                        Label(area.name, systemImage: area.symbol)
                    }
                }
                if let first = usedUp.first {
                    Section("Shopping") {
                        Button("Restock \(first.name)") { path.append(first) }
                    }
                }
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: StorageArea.self) { area in
                AreaItemsView(area: area)
            }
            .navigationDestination(for: PantryItem.self) { item in
                ItemEditor(item: item)
            }
        }
    }
}

struct AreaItemsView: View {
    let area: StorageArea

    var body: some View {
        List(area.items) { item in
            NavigationLink(value: item) {
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("×\(item.quantity)")
                    if item.isExpiringSoon {
                        Image(systemName: "exclamationmark.triangle").foregroundStyle(.orange)
                    }
                }
            }
        }
        .navigationTitle(area.name)
    }
}

struct ItemEditor: View {
    @Bindable var item: PantryItem

    var body: some View {
        Form {
            TextField("Name", text: $item.name)
            Stepper("Quantity: \(item.quantity)", value: $item.quantity, in: 0...99)
        }
        .navigationTitle(item.name)
    }
}
