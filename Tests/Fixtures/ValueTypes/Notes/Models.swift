import Foundation
import SwiftData

@Model
final class Folder {
    var name: String
    var notes: [Note]
    var parent: Folder?

    init(name: String) {
        self.name = name
        self.notes = []
    }
}

@Model
final class Note {
    var title: String
    var body: String
    var modified: Date
    var isPinned: Bool
    var folder: Folder?
    var tags: [Tag]

    init(title: String) {
        self.title = title
        self.body = ""
        self.modified = .now
        self.isPinned = false
        self.tags = []
    }
}

struct Tag: Hashable, Codable, Identifiable {
    var id: String { name }
    var name: String
}

struct Draft: Hashable, Identifiable {
    let id: UUID
    var text: String
}

enum NotesFilter: Hashable {
    case all
    case pinned
    case folder(Folder)
    case tag(Tag)
}

enum NotesRoute: Hashable {
    case list(NotesFilter)
    case note(Note)
    case tag(Tag)
    case settings

    static var start: Self { .list(.all) }

    var parentRoute: Self? {
        switch self {
        case .note(let note): note.folder.map { .list(.folder($0)) }
        default: nil
        }
    }
}
