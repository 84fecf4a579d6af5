import SwiftUI

struct Order: Identifiable {
    let id: Int
    var store: String
    var status: String
}

@main
struct ParcelApp: App {
    var body: some Scene {
        WindowGroup {
            OrdersView()
        }
    }
}

struct OrdersView: View {
    @State private var path = NavigationPath()
    private let orders = [
        Order(id: 1042, store: "Bookshop", status: "Out for delivery"),
        Order(id: 1043, store: "Garden Supply", status: "Label created"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(orders) { order in
                NavigationLink(value: OrderRoute.order(id: order.id)) {
                    VStack(alignment: .leading) {
                        Text(order.store).font(.headline)
                        Text(order.status).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Deliveries")
            .toolbar {
                NavigationLink(value: OrderRoute.support) {
                    Image(systemName: "questionmark.circle")
                }
            }
            .navigationDestination(for: OrderRoute.self) { route in
                switch route {
                case .order(let id): Text("Order #\(id)")
                case .support: Text("How can we help?")
                }
            }
        }
        .onOpenURL { url in
            path = NavigationPath()
            if let number = TrackingNumber(url: url) {
                path.append(number)
            } else if let route = OrderRoute(url: url) {
                path.append(route)
            }
        }
    }
}
