import SwiftUI
struct Order: Hashable { let id: Int }
@main
struct OrdersApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { Orders(compact: true) } }
    }
}
struct Orders: View {
    let compact: Bool
    var body: some View {
        if compact {
            List { NavigationLink("1", value: Order(id: 1)) }
                .navigationDestination(for: Order.self) { Text("Compact \($0.id)") }
        } else {
            List { NavigationLink("1", value: Order(id: 1)) }
                .navigationDestination(for: Order.self) { Text("Regular \($0.id)") }
        }
    }
}
