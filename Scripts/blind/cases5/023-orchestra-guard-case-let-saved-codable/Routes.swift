import Foundation

enum OrchestraSection: String, Hashable, Codable, CaseIterable {
    case strings, woodwinds, brass, percussion
}

enum PartRoute: Hashable, Codable {
    case score(id: Int)
    case part(scoreID: Int, section: OrchestraSection)
}

enum Pick {
    case nothing
    case score(id: Int)
    case part(scoreID: Int, section: OrchestraSection)
}
