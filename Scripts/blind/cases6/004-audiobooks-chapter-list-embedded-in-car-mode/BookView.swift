import SwiftUI

struct BookView: View {
    let book: Audiobook

    var body: some View {
        ChapterList(chapters: book.chapters)
            .navigationTitle(book.title)
    }
}

struct CarModeView: View {
    let book: Audiobook
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ChapterList(chapters: book.chapters, isEmbedded: true)
                .font(.title3)
                .navigationTitle("Car mode")
                .toolbar {
                    Button("Done") { dismiss() }
                }
        }
    }
}
