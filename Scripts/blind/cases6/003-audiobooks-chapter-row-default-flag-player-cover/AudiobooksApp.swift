import SwiftUI

struct Narrator: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Chapter: Hashable, Identifiable {
    let id: Int
    var title: String
    var duration: TimeInterval
    var narrator: Narrator
}

struct Audiobook: Hashable, Identifiable {
    let id: Int
    var title: String
    var author: String
    var chapters: [Chapter]
}

@Observable
final class Player {
    var book: Audiobook?
    var currentChapter: Chapter?
    var isPlaying = false
}

@main
struct AudiobooksApp: App {
    @State private var player = Player()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LibraryView()
                    .navigationDestination(for: Audiobook.self) { book in
                        BookDetailView(book: book)
                    }
                    .navigationDestination(for: Narrator.self) { narrator in
                        NarratorView(narrator: narrator)
                    }
            }
            .environment(player)
        }
    }
}
