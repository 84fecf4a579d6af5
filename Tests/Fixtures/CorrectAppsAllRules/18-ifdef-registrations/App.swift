import SwiftUI
struct Order: Hashable { let id: Int }
@main
struct OrdersApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { Orders() } }
    }
}
struct Orders: View {
    var body: some View {
        List { NavigationLink("1", value: Order(id: 1)) }
        #if os(iOS)
            .navigationDestination(for: Order.self) { Text("iOS \($0.id)") }
        #else
            .navigationDestination(for: Order.self) { Text("Mac \($0.id)") }
        #endif
    }
}
