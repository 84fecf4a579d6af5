import Foundation

struct Statement: Identifiable, Hashable {
    let id: String
    let year: Int
    let month: Int
    let isAnnual: Bool

    var title: String { isAnnual ? "\(year)" : "\(month)/\(year)" }

    static let archive: [Statement] = [
        Statement(id: "2023", year: 2023, month: 12, isAnnual: true),
        Statement(id: "2024-01", year: 2024, month: 1, isAnnual: false),
        Statement(id: "2024-02", year: 2024, month: 2, isAnnual: false),
    ]
}
