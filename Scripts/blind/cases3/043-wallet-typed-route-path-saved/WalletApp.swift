import SwiftUI

struct Asset: Identifiable {
    var id: String { symbol }
    let symbol: String
    let name: String
    let balance: Decimal
}

@main
struct WalletApp: App {
    @StateObject private var router = WalletRouter()

    var body: some Scene {
        WindowGroup {
            PortfolioView()
                .environmentObject(router)
        }
    }
}

struct PortfolioView: View {
    @EnvironmentObject private var router: WalletRouter
    private let assets = [
        Asset(symbol: "BTC", name: "Bitcoin", balance: 0.0421),
        Asset(symbol: "ETH", name: "Ether", balance: 1.3),
    ]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(assets) { asset in
                Button {
                    router.push(.asset(symbol: asset.symbol))
                } label: {
                    LabeledContent(asset.name, value: "\(asset.balance) \(asset.symbol)")
                }
                .swipeActions {
                    Button("Send") { router.push(.send(symbol: asset.symbol, amount: nil)) }
                    Button("Receive") { router.push(.receive(symbol: asset.symbol)) }
                }
            }
            .navigationTitle("Portfolio")
            .navigationDestination(for: WalletRoute.self) { route in
                switch route {
                case .asset(let symbol): AssetDetail(symbol: symbol)
                case .send(let symbol, _): Text("Send \(symbol)")
                case .receive(let symbol): Text("Receive \(symbol)")
                case .transaction(let hash): Text(hash).monospaced()
                }
            }
        }
    }
}

struct AssetDetail: View {
    let symbol: String
    @EnvironmentObject private var router: WalletRouter

    var body: some View {
        List {
            Button("Latest transaction") {
                router.push(.transaction(hash: "0x9f2c…e41a"))
            }
        }
        .navigationTitle(symbol)
    }
}
