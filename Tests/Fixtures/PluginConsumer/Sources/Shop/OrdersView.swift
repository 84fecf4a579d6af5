// SwiftUI code: the compiler skips it where SwiftUI is missing (Linux); NavLint reads both sides of `#if`.
#if canImport(SwiftUI)
import SwiftUI

public struct OrdersView: View {
    let orders: [Order]

    public init(orders: [Order]) {
        self.orders = orders
    }

    public var body: some View {
        // Deliberate mistake (a warning): NavigationView is deprecated.
        NavigationView {
            List(orders) { order in
                Text(order.title)
            }
            .navigationTitle("Orders")
        }
    }
}
#endif
