import SwiftUI
struct Page<T: Hashable>: Hashable { let value: T }
enum Shop { struct Item: Hashable { let sku: String } }
enum Blog { struct Item: Hashable { let slug: String } }
@main
struct GenApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    NavigationLink("p1", value: Page(value: 1))
                    NavigationLink("p2", value: Page(value: "x"))
                    NavigationLink("s", value: Shop.Item(sku: "a"))
                    NavigationLink("b", value: Blog.Item(slug: "b"))
                }
                .navigationDestination(for: Page<Int>.self) { Text("\($0.value)") }
                .navigationDestination(for: Page<String>.self) { Text($0.value) }
                .navigationDestination(for: Shop.Item.self) { Text($0.sku) }
                .navigationDestination(for: Blog.Item.self) { Text($0.slug) }
            }
        }
    }
}
