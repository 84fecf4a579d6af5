import Foundation

protocol Exportable: Encodable {
    static var exportFileName: String { get }
}

protocol Importable: Decodable {}

extension Exportable {
    func exportData() throws -> Data {
        try JSONEncoder().encode(self)
    }
}

extension Importable {
    static func imported(from data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }
}

struct Project: Hashable, Codable, Identifiable {
    let id: UUID
    var name: String
}

struct FocusSession: Hashable, Identifiable, Exportable, Importable {
    static let exportFileName = "sessions.json"

    let id: UUID
    var projectID: Project.ID
    var startedAt: Date
    var minutes: Int
}
