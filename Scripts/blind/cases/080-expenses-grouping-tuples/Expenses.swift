import Foundation

struct Expense: Hashable, Identifiable {
    let id: UUID
    var amount: Decimal
    var category: ExpenseCategory
    var date: Date
}

struct ExpenseCategory: Hashable, Identifiable {
    let id: String
    var name: String
    var budget: Decimal
}

struct Budget {
    var expenses: [Expense]

    var byCategory: [ExpenseCategory: [Expense]] {
        Dictionary(grouping: expenses, by: \.category)
    }

    var totals: [(category: ExpenseCategory, total: Decimal)] {
        byCategory.map { (category: $0.key, total: $0.value.reduce(0) { $0 + $1.amount }) }
    }
}
