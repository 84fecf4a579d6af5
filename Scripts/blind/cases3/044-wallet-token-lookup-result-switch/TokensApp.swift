import SwiftUI

@main
struct TokensApp: App {
    var body: some Scene {
        WindowGroup {
            HoldingsView()
        }
    }
}

struct HoldingsView: View {
    @State private var model = TokenLookupModel()
    private let holdings = [Holding(symbol: "ETH", amount: 2.1), Holding(symbol: "OP", amount: 340)]

    var body: some View {
        NavigationStack {
            List {
                Section("Holdings") {
                    ForEach(holdings) { holding in
                        NavigationLink(holding.symbol, value: holding)
                    }
                }
                Section("Add a custom token") {
                    TextField("Contract address", text: $model.query)
                        .onSubmit { Task { await model.search() } }
                    if let lookup = model.lookup {
                        switch lookup {
                        case .success(let token):
                            NavigationLink(value: token) {
                                Label("Add \(token.symbol)", systemImage: "plus.circle")
                            }
                        case .failure(.notFound):
                            Text("No token at that address").foregroundStyle(.secondary)
                        case .failure(.network(let message)):
                            Text(message).foregroundStyle(.red)
                        }
                    }
                }
            }
            .navigationTitle("Tokens")
            .navigationDestination(for: Holding.self) { holding in
                Text("\(holding.amount.formatted()) \(holding.symbol)")
            }
        }
    }
}
