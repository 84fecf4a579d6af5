import SwiftUI

struct Vendor: Hashable, Identifiable {
    let id: Int
    var name: String
    var produce: [String]
}

struct Market: Hashable, Identifiable {
    let id: String
    var town: String
    var weekday: Int
    var vendors: [Vendor]
}

@main
struct FarmersMarketApp: App {
    var body: some Scene {
        WindowGroup { MarketsView() }
    }
}

struct MarketsView: View {
    @State private var markets: [Market] = []
    @State private var path = NavigationPath()

    private var byDay: [Int: [Market]] {
        Dictionary(grouping: markets, by: \.weekday)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(byDay.sorted(by: { $0.key < $1.key }), id: \.key) { weekday, dayMarkets in
                    Section(Calendar.current.weekdaySymbols[weekday - 1]) {
                        ForEach(dayMarkets) { market in
                            NavigationLink(market.town, value: market)
                        }
                    }
                }
                Section("All vendors") {
                    ForEach(markets.flatMap(\.vendors)) { vendor in
                        NavigationLink(vendor.name, value: vendor)
                    }
                }
            }
            .navigationDestination(for: Vendor.self) { vendor in
                Text(vendor.produce.joined(separator: ", "))
            }
            .toolbar {
                Button("Today") {
                    let today = Calendar.current.component(.weekday, from: .now)
                    if let market = byDay[today]?.first {
                        path.append(market)
                    }
                }
            }
        }
    }
}
