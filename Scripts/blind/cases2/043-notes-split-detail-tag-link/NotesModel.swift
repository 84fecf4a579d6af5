import SwiftUI

struct Tag: Hashable, Identifiable {
    var id: String { name }
    let name: String
}

struct Note: Hashable, Identifiable {
    let id: Int
    var title: String
    var text: String
    var tags: [Tag]
    var linkedNoteIDs: [Int]
}

enum Sidebar: Hashable {
    case all
    case tag(Tag)
}

@Observable
final class NotesModel {
    var sidebarSelection: Sidebar? = .all
    var detailPath = NavigationPath()

    var notes: [Note] = [
        Note(id: 1, title: "Groceries", text: "Milk, eggs", tags: [Tag(name: "home")], linkedNoteIDs: [2]),
        Note(id: 2, title: "Dinner party", text: "Menu ideas", tags: [Tag(name: "home"), Tag(name: "food")], linkedNoteIDs: []),
        Note(id: 3, title: "Sprint goals", text: "Ship search", tags: [Tag(name: "work")], linkedNoteIDs: []),
    ]

    var allTags: [Tag] {
        Array(Set(notes.flatMap(\.tags))).sorted { $0.name < $1.name }
    }

    var visibleNotes: [Note] {
        switch sidebarSelection {
        case .tag(let tag): notes.filter { $0.tags.contains(tag) }
        case .all, nil: notes
        }
    }

    func note(id: Int) -> Note? {
        notes.first { $0.id == id }
    }
}
