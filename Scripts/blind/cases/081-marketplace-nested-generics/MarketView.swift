import SwiftUI

@main
struct MarketplaceApp: App {
    var body: some Scene {
        WindowGroup { MarketView(api: MarketplaceAPI()) }
    }
}

struct MarketView: View {
    let api: MarketplaceAPI
    @State private var path = NavigationPath()

    var body: some View {
        let feed = api.home().value
        NavigationStack(path: $path) {
            List {
                ForEach(feed.content, id: \.title) { group in
                    Section(group.title) {
                        ForEach(group.elements) { listing in
                            NavigationLink(listing.title, value: listing)
                        }
                    }
                }
            }
            .navigationTitle("Marketplace")
            .navigationDestination(for: Listing.self) { listing in
                Text(listing.title)
            }
            .toolbar {
                Button("Top seller") {
                    if let seller = feed.content.first?.elements.first?.seller {
                        path.append(seller)
                    }
                }
                Button("Sellers") {
                    if let sellers = try? api.sellers().get(), let first = sellers.first {
                        path.append(first)
                    }
                }
            }
        }
    }
}
