import Foundation

protocol AgendaItem {
    var id: UUID { get }
    var title: String { get }
}

struct Motion: AgendaItem, Hashable {
    let id: UUID
    var title: String
    var proposer: String
}

struct Report: AgendaItem, Hashable {
    let id: UUID
    var title: String
    var presenter: String
}

struct Recess: AgendaItem {
    let id: UUID
    var title: String
    var minutes: Int
}
