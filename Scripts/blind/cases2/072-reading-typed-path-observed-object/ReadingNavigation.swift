import SwiftUI

struct Chapter: Identifiable, Hashable {
    let id: Int
    let bookTitle: String
    let title: String
    let pages: ClosedRange<Int>
}

final class ReadingNavigation: ObservableObject {
    @Published var path: [Chapter] = []

    func open(_ chapter: Chapter) {
        path.append(chapter)
    }

    func openSeries(_ chapters: [Chapter]) {
        path += chapters
    }

    func jumpBack(to chapter: Chapter) {
        path.insert(chapter, at: 0)
    }
}

enum Bookcase {
    static let chapters = [
        Chapter(id: 1, bookTitle: "Middlemarch", title: "Miss Brooke", pages: 1...40),
        Chapter(id: 2, bookTitle: "Middlemarch", title: "Old and Young", pages: 41...88),
        Chapter(id: 3, bookTitle: "Middlemarch", title: "Waiting for Death", pages: 89...130),
    ]
}
