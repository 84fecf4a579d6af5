import Foundation

struct Card: Hashable, Identifiable {
    let id: UUID
    var last4: String
    var network: String
}

struct Merchant: Hashable, Identifiable {
    let id: String
    var name: String
    var category: String
}

struct Account: Hashable, Identifiable {
    let id: UUID
    var name: String
    var balance: Decimal
    var primaryCard: Card?
}

struct Transaction: Hashable, Identifiable {
    let id: UUID
    var amount: Decimal
    var date: Date
    var merchant: Merchant
    var accountID: UUID
}

final class LedgerStore: ObservableObject {
    @Published var accounts: [Account] = []
    @Published var transactions: [Transaction] = []

    var cards: [Card] {
        accounts.compactMap { $0.primaryCard }
    }

    func transactions(for account: Account) -> [Transaction] {
        transactions.filter { $0.accountID == account.id }
    }
}
