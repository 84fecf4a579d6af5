import SwiftUI

struct LibraryView: View {
    @Environment(Player.self) private var player
    @State private var books: [Audiobook] = []
    @State private var showsPlayer = false

    var body: some View {
        List {
            if let current = player.currentChapter {
                Section("Continue listening") {
                    ChapterRow(chapter: current, isEmbedded: true)
                        .onTapGesture { showsPlayer = true }
                }
            }
            Section("Library") {
                ForEach(books) { book in
                    NavigationLink(book.title, value: book)
                }
            }
        }
        .navigationTitle("Library")
        .fullScreenCover(isPresented: $showsPlayer) {
            PlayerView()
        }
    }
}

struct BookDetailView: View {
    let book: Audiobook

    var body: some View {
        List {
            Section {
                Text(book.author).foregroundStyle(.secondary)
            }
            Section("Chapters") {
                ForEach(book.chapters) { chapter in
                    ChapterRow(chapter: chapter)
                }
            }
        }
        .navigationTitle(book.title)
    }
}

struct NarratorView: View {
    let narrator: Narrator

    var body: some View {
        Text("Narrated by \(narrator.name)")
            .navigationTitle(narrator.name)
    }
}
