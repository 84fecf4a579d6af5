import Foundation

protocol Exportable: Encodable {
    static var exportFileName: String { get }
}

extension Exportable {
    func exportData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }
}

struct Project: Hashable, Codable, Identifiable {
    let id: UUID
    var name: String
}

struct FocusSession: Hashable, Identifiable, Exportable {
    static let exportFileName = "sessions.json"

    let id: UUID
    var projectID: Project.ID
    var startedAt: Date
    var minutes: Int
    var completed: Bool
}
