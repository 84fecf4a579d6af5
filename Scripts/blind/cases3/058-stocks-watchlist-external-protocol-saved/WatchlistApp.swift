import MarketDataKit
import SwiftUI

/// `StreamableSymbol` comes from the MarketDataKit package (live quote streaming).
struct WatchedSymbol: Hashable, Identifiable, StreamableSymbol {
    var id: String { ticker }
    let ticker: String
    let exchange: String
}

@main
struct WatchlistApp: App {
    var body: some Scene {
        WindowGroup {
            WatchlistView()
        }
    }
}

struct WatchlistView: View {
    @State private var path = NavigationPath()
    @SceneStorage("watchlist.path") private var pathData: Data?
    @State private var symbols = [
        WatchedSymbol(ticker: "NVDA", exchange: "NASDAQ"),
        WatchedSymbol(ticker: "SHOP", exchange: "NYSE"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(symbols) { symbol in
                    NavigationLink(value: symbol) {
                        HStack {
                            Text(symbol.ticker).font(.headline)
                            Spacer()
                            Text(symbol.exchange).foregroundStyle(.secondary)
                        }
                    }
                }
                .onDelete { symbols.remove(atOffsets: $0) }
                NavigationLink("Market news", value: "news")
            }
            .navigationTitle("Watchlist")
            .navigationDestination(for: WatchedSymbol.self) { symbol in
                QuoteView(symbol: symbol)
            }
            .navigationDestination(for: String.self) { _ in
                Text("Top stories")
            }
        }
        .task {
            guard let pathData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct QuoteView: View {
    let symbol: WatchedSymbol

    var body: some View {
        Text(symbol.ticker)
            .font(.largeTitle)
            .navigationTitle(symbol.exchange)
    }
}
