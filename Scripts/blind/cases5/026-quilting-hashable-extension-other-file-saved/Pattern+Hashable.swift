import Foundation

extension Pattern: Hashable {
    static func == (lhs: Pattern, rhs: Pattern) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
