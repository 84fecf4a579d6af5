import Foundation
import SwiftData

@Model
final class Account {
    var name: String
    var openingBalance: Decimal
    @Relationship(deleteRule: .cascade, inverse: \Transaction.account)
    var transactions: [Transaction] = []

    init(name: String, openingBalance: Decimal) {
        self.name = name
        self.openingBalance = openingBalance
    }

    var balance: Decimal {
        transactions.reduce(openingBalance) { $0 + $1.amount }
    }
}

@Model
final class Transaction {
    var payee: String
    var amount: Decimal
    var date: Date
    var note: String
    var account: Account?

    init(payee: String, amount: Decimal, date: Date = .now, note: String = "") {
        self.payee = payee
        self.amount = amount
        self.date = date
        self.note = note
    }
}

enum BudgetRoute: String, Hashable, Codable {
    case newTransaction
    case reports
}
