import SwiftUI

struct Order: Hashable, Identifiable { let id: Int }

@main
struct OrdersApp: App {
    var body: some Scene { WindowGroup { OrdersRoot() } }
}

struct OrdersRoot: View {
    var body: some View {
        NavigationStack {
            makeRoot()
        }
    }

    func makeRoot() -> some View {
        OrdersList()
            .navigationDestination(for: Order.self) { order in
                Text("Order \(order.id)")
            }
    }
}

struct OrdersList: View {
    let orders = [Order(id: 1), Order(id: 2)]
    var body: some View {
        List(orders) { order in
            NavigationLink("Order \(order.id)", value: order)
        }
    }
}
