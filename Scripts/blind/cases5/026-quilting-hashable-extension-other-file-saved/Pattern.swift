import Foundation

struct Pattern: Identifiable {
    let id: UUID
    var name: String
    var blockCount: Int
    var fabrics: [Fabric]
}

struct Fabric: Hashable, Identifiable {
    let id: Int
    var colorName: String
    var yards: Double
}

extension Fabric: Codable {}
