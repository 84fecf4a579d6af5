import Foundation

protocol Resolution {
    var number: Int { get }
    var heading: String { get }
}

struct BallotVote: Resolution, Hashable {
    let number: Int
    var heading: String
    var options: [String]
}

struct Minutes: Resolution, Hashable {
    let number: Int
    var heading: String
    var approvedOn: Date?
}
