import SwiftUI

struct NoteRow: View {
    let note: Note
    var isDetail = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            NavigationLink(value: note.author) {
                Text(note.author.displayName).font(.subheadline.bold())
            }
            .buttonStyle(.plain)

            NavigationLink(value: note) {
                Text(note.content)
                    .lineLimit(isDetail ? nil : 6)
            }
            .buttonStyle(.plain)

            if isDetail {
                DetailFooter(note: note)
            } else {
                CompactActions(note: note)
            }
        }
    }
}

struct DetailFooter: View {
    let note: Note

    var body: some View {
        HStack {
            Text(note.createdAt, style: .date)
            Spacer()
            NavigationLink(value: note.zaps) {
                Label("\(note.zaps.totalSats) sats", systemImage: "bolt.fill")
            }
        }
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
}

struct CompactActions: View {
    let note: Note

    var body: some View {
        HStack(spacing: 24) {
            Label("\(note.replies.count)", systemImage: "bubble.left")
            Label("\(note.zaps.totalSats)", systemImage: "bolt")
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}
