import Foundation

struct Identifier<Owner>: Hashable, Codable {
    let value: Int
}

struct Customer: Identifiable, Hashable {
    let id: Identifier<Customer>
    var name: String
    var plate: String
}

struct Membership: Identifiable, Hashable {
    let id: Identifier<Membership>
    var tier: String
    var customerID: Identifier<Customer>
}
