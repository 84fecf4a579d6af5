import Foundation

struct Loan: Hashable, Identifiable {
    let id: UUID
    let isbn: String
    let title: String
    let due: Date
    var renewals: Int

    var isOverdue: Bool { due < .now }
}
