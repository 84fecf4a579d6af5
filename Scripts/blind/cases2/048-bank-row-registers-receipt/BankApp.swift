import SwiftUI

@main
struct BankApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                AccountTab()
                    .tabItem { Label("Account", systemImage: "creditcard") }
                Text("Payments")
                    .tabItem { Label("Payments", systemImage: "arrow.left.arrow.right") }
            }
        }
    }
}

struct Receipt: Hashable, Identifiable {
    let id: String
    let merchant: String
    let lineItems: [String]
    let total: Decimal
}

struct CardTransaction: Hashable, Identifiable {
    let id: String
    let merchant: String
    let amount: Decimal
    let date: Date
    let receipt: Receipt?
}

struct AccountTab: View {
    private let transactions = [
        CardTransaction(id: "t1", merchant: "Bakery", amount: -4.5, date: .now,
                        receipt: Receipt(id: "r1", merchant: "Bakery", lineItems: ["Croissant", "Coffee"], total: 4.5)),
        CardTransaction(id: "t2", merchant: "Salary", amount: 2500, date: .now, receipt: nil),
        CardTransaction(id: "t3", merchant: "Bookshop", amount: -18.9, date: .now,
                        receipt: Receipt(id: "r3", merchant: "Bookshop", lineItems: ["Novel"], total: 18.9)),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Balance") {
                    Text(2476.6, format: .currency(code: "EUR")).font(.largeTitle.bold())
                }
                Section("Recent") {
                    ForEach(transactions) { transaction in
                        TransactionRow(transaction: transaction)
                    }
                }
            }
            .navigationTitle("Account")
        }
    }
}
