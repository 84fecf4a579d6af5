import SwiftUI

@main
struct BudgetApp: App {
    var body: some Scene {
        WindowGroup { BudgetView(budget: Budget(expenses: [])) }
    }
}

struct BudgetView: View {
    let budget: Budget
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(budget.expenses) { expense in
                    NavigationLink(value: expense) {
                        Text(expense.amount, format: .currency(code: "EUR"))
                    }
                }
                Section("Categories") {
                    ForEach(Array(budget.byCategory.keys)) { category in
                        NavigationLink(category.name, value: category)
                    }
                }
            }
            .navigationTitle("Budget")
            .navigationDestination(for: Expense.self) { expense in
                Text(expense.category.name)
            }
            .toolbar {
                Button("Over budget") { openOverBudget() }
            }
        }
    }

    private func openOverBudget() {
        for (category, expenses) in budget.byCategory {
            let spent = expenses.reduce(Decimal(0)) { $0 + $1.amount }
            if spent > category.budget {
                path.append(category)
                return
            }
        }
        if let biggest = budget.totals.max(by: { $0.total < $1.total }) {
            path.append(biggest.category)
        }
    }
}
