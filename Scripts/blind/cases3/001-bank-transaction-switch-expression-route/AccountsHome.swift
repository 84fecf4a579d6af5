import SwiftUI

struct AccountsHome: View {
    @EnvironmentObject private var session: BankSession

    var body: some View {
        NavigationStack {
            List {
                Section("Accounts") {
                    ForEach(session.accounts) { account in
                        NavigationLink(value: account) {
                            LabeledContent(account.name, value: account.balance, format: .currency(code: "USD"))
                        }
                    }
                }
                Section("Recent activity") {
                    ForEach(session.recentTransactions) { transaction in
                        TransactionLink(transaction: transaction)
                    }
                }
            }
            .navigationTitle("Accounts")
            .navigationDestination(for: Account.self) { account in
                AccountDetail(account: account)
            }
            .navigationDestination(for: Transaction.self) { transaction in
                Text(transaction.merchant)
            }
            .task { await session.refresh() }
        }
    }
}

struct TransactionLink: View {
    let transaction: Transaction

    var body: some View {
        let route = switch transaction.status {
        case .pending: TransactionRoute.pending(transaction.id)
        case .posted: TransactionRoute.receipt(transaction.id)
        case .disputed: TransactionRoute.dispute(transaction.id)
        }
        NavigationLink(value: route) {
            HStack {
                Text(transaction.merchant)
                Spacer()
                Text(transaction.amount, format: .currency(code: "USD"))
                    .foregroundStyle(transaction.amount < 0 ? .primary : Color.green)
            }
        }
    }
}

struct AccountDetail: View {
    let account: Account

    var body: some View {
        List(account.transactions) { transaction in
            NavigationLink(transaction.merchant, value: transaction)
        }
        .navigationTitle(account.name)
    }
}
