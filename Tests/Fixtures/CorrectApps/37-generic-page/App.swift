import SwiftUI

struct Page<Item: Hashable>: Hashable {
    let items: [Item]
    let index: Int
}

struct Product: Hashable { let name: String }

@main
struct PagerApp: App {
    var body: some Scene { WindowGroup { PagerRoot() } }
}

struct PagerRoot: View {
    let products = [Product(name: "A"), Product(name: "B")]
    var body: some View {
        NavigationStack {
            NavigationLink("Page 2", value: Page<Product>(items: products, index: 2))
                .navigationDestination(for: Page<Product>.self) { page in
                    Text("Page \(page.index)")
                }
        }
    }
}
