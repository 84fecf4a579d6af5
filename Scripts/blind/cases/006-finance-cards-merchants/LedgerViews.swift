import SwiftUI

@main
struct LedgerApp: App {
    @StateObject private var store = LedgerStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                OverviewView(store: store)
                    .navigationDestination(for: Account.self) { account in
                        AccountView(store: store, account: account)
                    }
                    .navigationDestination(for: Card.self) { card in
                        Text("•••• \(card.last4)")
                    }
                    .navigationDestination(for: Transaction.self) { transaction in
                        Text(transaction.amount, format: .currency(code: "USD"))
                    }
            }
        }
    }
}

struct OverviewView: View {
    @ObservedObject var store: LedgerStore

    var body: some View {
        List {
            Section("Accounts") {
                ForEach(store.accounts) { account in
                    NavigationLink(account.name, value: account)
                }
            }
            Section("Cards") {
                ForEach(store.cards) { card in
                    NavigationLink("\(card.network) •••• \(card.last4)", value: card)
                }
            }
            Section("Where you spend") {
                let merchants = store.transactions.map { $0.merchant }
                ForEach(Array(Set(merchants))) { merchant in
                    NavigationLink(merchant.name, value: merchant)
                }
            }
        }
        .navigationTitle("Overview")
    }
}

struct AccountView: View {
    @ObservedObject var store: LedgerStore
    let account: Account

    var body: some View {
        List(store.transactions(for: account)) { transaction in
            NavigationLink(value: transaction) {
                HStack {
                    Text(transaction.merchant.name)
                    Spacer()
                    Text(transaction.amount, format: .currency(code: "USD"))
                }
            }
        }
        .navigationTitle(account.name)
        .toolbar {
            if let card = account.primaryCard {
                NavigationLink("Card", value: card)
            }
            NavigationLink("Top merchant", value: store.transactions(for: account).max(by: { $0.amount < $1.amount })?.merchant)
        }
    }
}
