import SwiftUI

@main
struct HomeFinderApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ListingsView()
                    .navigationDestination(for: Listing.self) { listing in
                        Text(listing.address)
                    }
                    .navigationDestination(for: Agent.self) { agent in
                        Text("Call \(agent.name) at \(agent.phone)")
                    }
            }
        }
    }
}

struct ListingsView: View {
    var body: some View {
        List(Listing.nearby) { listing in
            ListingRow(listing: listing)
        }
        .listStyle(.plain)
        .navigationTitle("Homes near you")
    }
}

struct ListingRow: View {
    let listing: Listing

    var body: some View {
        HStack(alignment: .top) {
            NavigationLink(value: listing) {
                VStack(alignment: .leading) {
                    Text(listing.price, format: .currency(code: "USD").precision(.fractionLength(0)))
                        .font(.title3.bold())
                    Text("\(listing.bedrooms) bd · \(listing.address)")
                }
            }
            Menu {
                NavigationLink("Contact \(listing.agent.name)", value: listing.agent)
                if !listing.openHouses.isEmpty {
                    Section("Open houses") {
                        ForEach(listing.openHouses) { openHouse in
                            NavigationLink(openHouse.start.formatted(date: .abbreviated, time: .shortened),
                                           value: openHouse)
                        }
                    }
                }
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
    }
}
