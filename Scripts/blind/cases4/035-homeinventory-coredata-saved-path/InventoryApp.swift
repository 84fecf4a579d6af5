import SwiftUI
import CoreData

@main
struct InventoryApp: App {
    @StateObject private var navigation = InventoryNavigation()
    let container = NSPersistentContainer(name: "Inventory")

    var body: some Scene {
        WindowGroup {
            RoomsView(navigation: navigation)
                .environment(\.managedObjectContext, container.viewContext)
        }
    }
}

struct RoomsView: View {
    @ObservedObject var navigation: InventoryNavigation
    @FetchRequest(sortDescriptors: [SortDescriptor(\.name)]) private var rooms: FetchedResults<Room>
    @FetchRequest(sortDescriptors: [SortDescriptor(\.value, order: .reverse)]) private var items: FetchedResults<InventoryItem>

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List(rooms) { room in
                NavigationLink(room.name ?? "Unnamed room", value: room)
            }
            .toolbar {
                Button("Most valuable") {
                    if let item = items.first {
                        navigation.path.append(item)
                    }
                }
                Button("Search serials") { navigation.path.append("serial:") }
            }
            .navigationDestination(for: Room.self) { room in
                Text(room.name ?? "")
            }
            .navigationDestination(for: InventoryItem.self) { item in
                Text(item.title ?? "")
            }
            .navigationDestination(for: String.self) { query in
                Text("Results for \(query)")
            }
        }
        .onChange(of: navigation.path) { navigation.persist() }
    }
}
