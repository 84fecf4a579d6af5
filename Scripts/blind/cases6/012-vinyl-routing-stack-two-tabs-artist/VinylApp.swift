import SwiftUI

struct Artist: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Record: Hashable, Identifiable {
    let id: Int
    var title: String
    var artist: Artist
    var year: Int
    var label: String
}

struct WantedRecord: Identifiable {
    let id: Int
    var record: Record
    var maxPrice: Decimal
}

@main
struct VinylApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                RoutingStack {
                    CollectionView()
                }
                .tabItem { Label("Collection", systemImage: "opticaldisc") }

                RoutingStack {
                    WishlistView()
                }
                .tabItem { Label("Wishlist", systemImage: "heart") }
            }
        }
    }
}

struct RoutingStack<Content: View>: View {
    @State private var path = NavigationPath()
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack(path: $path) {
            content()
        }
    }
}
