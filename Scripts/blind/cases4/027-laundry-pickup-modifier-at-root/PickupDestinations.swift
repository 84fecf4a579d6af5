import SwiftUI

struct PickupOrder: Hashable, Identifiable {
    let id: Int
    var bags: Int
    var status: String
}

struct Locker: Hashable, Identifiable {
    let id: String
    var address: String
}

struct PickupDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: PickupOrder.self) { order in
                Text("Order \(order.id): \(order.status)")
            }
            .navigationDestination(for: Locker.self) { locker in
                Text(locker.address)
            }
    }
}
