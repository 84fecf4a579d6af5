import Foundation

struct Bottle: Identifiable, Hashable {
    let id: Int
    let name: String
    let distillery: String
    let age: Int?
}

struct Tasting: Identifiable, Hashable {
    let id: UUID
    let bottleID: Bottle.ID
    let date: Date
    let score: Int
}

enum TastingRoute: Hashable {
    case notes(bottleID: Bottle.ID)
    case session(id: UUID)

    /// `dram://tasting/notes/12`, `dram://tasting/session/<uuid>`
    static func from(_ url: URL) -> TastingRoute? {
        guard url.scheme == "dram", url.host() == "tasting" else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "notes":
            return Int(parts[1]).map { .notes(bottleID: $0) }
        case "session":
            return UUID(uuidString: parts[1]).map { .session(id: $0) }
        default:
            return nil
        }
    }
}

enum Cellar {
    static let bottles = [
        Bottle(id: 12, name: "Lagavulin 16", distillery: "Lagavulin", age: 16),
        Bottle(id: 31, name: "Springbank 10", distillery: "Springbank", age: 10),
    ]
    static let tastings = [
        Tasting(id: UUID(), bottleID: 12, date: .now, score: 91),
    ]
}
