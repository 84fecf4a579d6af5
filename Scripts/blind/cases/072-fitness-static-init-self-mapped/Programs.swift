import Foundation

struct Program: Hashable, Identifiable {
    let id: String
    var name: String
    var weeks: Int

    static let beginner = Program(id: "b", name: "Beginner", weeks: 4)
    static var all: [Program] { [.beginner, Self(id: "i", name: "Intermediate", weeks: 8)] }

    static func custom(weeks: Int) -> Self {
        Self(id: "custom-\(weeks)", name: "Custom", weeks: weeks)
    }
}

enum Goal: String, Hashable, CaseIterable {
    case strength, endurance, mobility

    var program: Program {
        switch self {
        case .strength: .init(id: "s", name: "Strength", weeks: 6)
        case .endurance: .beginner
        case .mobility: Program.custom(weeks: 2)
        }
    }
}
