import SwiftUI
@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                FeedTab().tabItem { Text("Feed") }
                ProfileTab().tabItem { Text("Me") }
            }
        }
    }
}
struct FeedTab: View {
    var body: some View { NavigationStack { Feed() } }
}
struct ProfileTab: View {
    var body: some View { NavigationStack { Feed() } }
}
struct Item: Hashable { let id: Int }
struct Feed: View {
    var body: some View {
        List { NavigationLink("Item", value: Item(id: 1)) }
            .navigationDestination(for: Item.self) { Text("\($0.id)") }
    }
}
