import SwiftUI

struct Order: Hashable, Identifiable {
    let id: String
    var items: [OrderItem]
    var shipment: Shipment?
}

struct OrderItem: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Shipment: Hashable {
    var carrier: String
    var tracking: String
}

@main
struct OrdersApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                OrdersView(orders: [])
                    .navigationDestination(for: Order.self) { order in
                        Text("Order \(order.id)")
                    }
            }
        }
    }
}

struct OrdersView: View {
    let orders: [Order]

    var body: some View {
        List {
            recentSection
            ForEach(orders) { order in
                OrderRow(order: order)
            }
        }
        .navigationTitle("Orders")
    }

    private var recentSection: some View {
        Section("Recent items") {
            ForEach(orders.flatMap(\.items)) { item in
                NavigationLink(item.name, value: item)
            }
            .navigationDestination(for: OrderItem.self) { item in
                Text(item.name)
            }
        }
    }
}
