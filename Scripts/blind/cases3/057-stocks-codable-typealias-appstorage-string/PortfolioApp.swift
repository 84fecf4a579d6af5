import SwiftUI

@main
struct PortfolioApp: App {
    var body: some Scene {
        WindowGroup {
            HoldingsScreen()
        }
    }
}

struct HoldingsScreen: View {
    @State private var path = NavigationPath()
    @AppStorage("portfolio.path") private var pathJSON = ""
    private let holdings = [
        StockHolding(ticker: "AAPL", shares: 12, costBasis: 142.5),
        StockHolding(ticker: "MSFT", shares: 4, costBasis: 310),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(holdings) { holding in
                NavigationLink(value: holding) {
                    LabeledContent(holding.ticker, value: "\(holding.shares.formatted()) sh")
                }
            }
            .navigationTitle("Portfolio")
            .navigationDestination(for: StockHolding.self) { holding in
                HoldingDetail(holding: holding)
            }
            .navigationDestination(for: ChartRequest.self) { request in
                Text("\(request.ticker) · \(request.range.rawValue)")
            }
        }
        .onAppear(perform: restore)
        .onChange(of: path) { persist() }
    }

    private func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation)
        else { return }
        pathJSON = String(decoding: data, as: UTF8.self)
    }

    private func restore() {
        guard !pathJSON.isEmpty,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self,
                                                             from: Data(pathJSON.utf8))
        else { return }
        path = NavigationPath(representation)
    }
}

struct HoldingDetail: View {
    let holding: StockHolding

    var body: some View {
        List(ChartRange.allCases, id: \.self) { range in
            NavigationLink(range.rawValue, value: ChartRequest(ticker: holding.ticker, range: range))
        }
        .navigationTitle(holding.ticker)
    }
}
