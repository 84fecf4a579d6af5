import SwiftUI

struct NoteTag: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
    var tags: [NoteTag]
}

struct TagCloud: View {
    let tags: [NoteTag]
    var onSelect: (NoteTag) -> Void

    var body: some View {
        HStack {
            ForEach(tags) { tag in
                Button("#\(tag.name)") { onSelect(tag) }
                    .buttonStyle(.bordered)
            }
        }
    }
}

struct NoteRow: View {
    let note: Note
    let openTag: (NoteTag) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            NavigationLink(note.title, value: note)
            TagCloud(tags: note.tags, onSelect: openTag)
        }
    }
}
