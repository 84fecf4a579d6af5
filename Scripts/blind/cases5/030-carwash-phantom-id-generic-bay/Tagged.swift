import Foundation

struct Tagged<Entity>: Hashable, Codable {
    let raw: UUID

    init(_ raw: UUID = UUID()) { self.raw = raw }
}

struct Bay: Identifiable, Hashable {
    let id: Tagged<Bay>
    var number: Int
}

struct Wash: Identifiable, Hashable {
    let id: Tagged<Wash>
    var package: String
    var bay: Tagged<Bay>
}

typealias WashID = Tagged<Wash>
