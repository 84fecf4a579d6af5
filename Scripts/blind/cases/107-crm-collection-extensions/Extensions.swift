import Foundation

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Array where Element: Identifiable {
    func item(with id: Element.ID) -> Element? {
        first { $0.id == id }
    }
}

struct Lead: Hashable, Identifiable {
    let id: Int
    var name: String
    var owner: SalesRep
}

struct SalesRep: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Pipeline {
    var leads: [Lead]
    var reps: [SalesRep]

    func rep(for lead: Lead) -> SalesRep? {
        reps.item(with: lead.owner.id)
    }
}
