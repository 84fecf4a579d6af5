import SwiftUI
import SwiftData

struct TransactionsScreen: View {
    @Environment(BudgetNavigation.self) private var navigation
    @Environment(\.scenePhase) private var scenePhase
    @Query(sort: \Transaction.date, order: .reverse) private var transactions: [Transaction]

    var body: some View {
        @Bindable var navigation = navigation
        NavigationStack(path: $navigation.path) {
            List {
                ForEach(transactions) { transaction in
                    NavigationLink(value: transaction) {
                        HStack {
                            VStack(alignment: .leading) {
                                Text(transaction.payee)
                                Text(transaction.date, style: .date)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(transaction.amount, format: .currency(code: "EUR"))
                        }
                    }
                }
            }
            .navigationTitle("Transactions")
            .toolbar {
                NavigationLink(value: BudgetRoute.newTransaction) {
                    Image(systemName: "plus")
                }
                NavigationLink(value: BudgetRoute.reports) {
                    Image(systemName: "chart.pie")
                }
            }
            .navigationDestination(for: Transaction.self) { transaction in
                TransactionDetail(transaction: transaction)
            }
            .navigationDestination(for: BudgetRoute.self) { route in
                switch route {
                case .newTransaction: Text("New transaction")
                case .reports: Text("Reports")
                }
            }
        }
        .onAppear { navigation.restore() }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { navigation.save() }
        }
    }
}

struct TransactionDetail: View {
    @Bindable var transaction: Transaction

    var body: some View {
        Form {
            TextField("Payee", text: $transaction.payee)
            TextField("Note", text: $transaction.note, axis: .vertical)
            DatePicker("Date", selection: $transaction.date, displayedComponents: .date)
        }
        .navigationTitle(transaction.payee)
    }
}
