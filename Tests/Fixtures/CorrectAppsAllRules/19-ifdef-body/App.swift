import SwiftUI
struct Order: Hashable, Identifiable { let id: Int }
@main
struct OrdersApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { Orders() } }
    }
}
struct Orders: View {
    #if os(macOS)
    var body: some View {
        Table([Order(id: 1)]) { TableColumn("id") { Text("\($0.id)") } }
            .navigationDestination(for: Order.self) { Text("Mac \($0.id)") }
    }
    #else
    var body: some View {
        VStack { NavigationLink("1", value: Order(id: 1)) }
            .navigationDestination(for: Order.self) { Text("iOS \($0.id)") }
    }
    #endif
}
