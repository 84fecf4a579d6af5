import SwiftUI

@main
struct PickupApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                OrdersView()
                    .modifier(PickupDestinations())
            }
        }
    }
}

struct OrdersView: View {
    let orders = [PickupOrder(id: 3101, bags: 2, status: "Washing")]
    let lockers = [Locker(id: "L-4", address: "12 Mill Lane")]

    var body: some View {
        List {
            Section {
                ForEach(orders) { order in
                    NavigationLink("Order \(order.id)", value: order)
                }
            } header: {
                Text("Orders")
            }
            Section {
                ForEach(lockers) { locker in
                    NavigationLink(locker.id, value: locker)
                }
            } header: {
                Text("Drop-off lockers")
            }
        }
        .navigationTitle("Pickups")
    }
}
