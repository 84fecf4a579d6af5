import SwiftUI

struct ThreadView: View {
    let note: Note

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                NoteRow(note: note, isDetail: true)
                Divider()
                ForEach(note.replies) { reply in
                    NoteRow(note: reply)
                        .padding(.leading, 24)
                }
            }
            .padding()
        }
        .navigationTitle("Thread")
        .navigationBarTitleDisplayMode(.inline)
    }
}
