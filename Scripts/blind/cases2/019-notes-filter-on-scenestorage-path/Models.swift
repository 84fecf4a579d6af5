import Foundation

struct Folder: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var noteCount: Int
}

struct NoteFilter: Hashable {
    var tag: String?
    var onlyPinned: Bool
    var modifiedAfter: Date?

    static let pinned = NoteFilter(tag: nil, onlyPinned: true, modifiedAfter: nil)

    var title: String {
        if onlyPinned { return "Pinned" }
        if let tag { return "#\(tag)" }
        return "Filtered"
    }
}

@Observable
final class FolderStore {
    var folders: [Folder] = [
        Folder(id: UUID(), name: "Personal", noteCount: 14),
        Folder(id: UUID(), name: "Work", noteCount: 32),
    ]
    var recentTags = ["ideas", "meeting", "reading"]
}
