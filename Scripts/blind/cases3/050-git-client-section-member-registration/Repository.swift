import Foundation

struct Branch: Hashable, Identifiable {
    var id: String { name }
    let name: String
    var isRemote: Bool
    var ahead: Int
    var behind: Int
}

struct GitTag: Hashable, Identifiable {
    var id: String { name }
    let name: String
    let commit: String
}

struct Repository {
    var name: String
    var branches: [Branch]
    var tags: [GitTag]

    static let sample = Repository(
        name: "swift-format",
        branches: [
            Branch(name: "main", isRemote: false, ahead: 0, behind: 2),
            Branch(name: "feature/trivia", isRemote: false, ahead: 3, behind: 0),
            Branch(name: "origin/release/6.0", isRemote: true, ahead: 0, behind: 0),
        ],
        tags: [GitTag(name: "600.0.0", commit: "a1b2c3d")]
    )
}
