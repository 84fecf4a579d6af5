import Foundation

struct Account: Identifiable, Hashable {
    enum Kind: Hashable { case checking, savings, credit }

    let id: UUID
    var name: String
    var kind: Kind
    var balance: Decimal
    var transactions: [Transaction]

    static let samples: [Account] = [
        Account(id: UUID(), name: "Everyday", kind: .checking, balance: 1_204.18, transactions: [
            Transaction(id: UUID(), merchant: "Corner Grocer", amount: -42.10, date: .now, status: .pending),
            Transaction(id: UUID(), merchant: "Payroll", amount: 2_300, date: .now.addingTimeInterval(-86_400), status: .posted),
        ]),
        Account(id: UUID(), name: "Rainy Day", kind: .savings, balance: 8_450, transactions: []),
    ]
}

struct Transaction: Identifiable, Hashable {
    enum Status: Hashable { case pending, posted, disputed }

    let id: UUID
    var merchant: String
    var amount: Decimal
    var date: Date
    var status: Status
}

enum TransactionRoute: Hashable {
    case pending(Transaction.ID)
    case receipt(Transaction.ID)
    case dispute(Transaction.ID)
}
