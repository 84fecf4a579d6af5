import SwiftUI

struct ChapterList: View {
    let chapters: [Chapter]
    var isEmbedded = false

    var body: some View {
        List(chapters) { chapter in
            ChapterRow(chapter: chapter, isEmbedded: isEmbedded)
        }
    }
}

struct ChapterRow: View {
    let chapter: Chapter
    let isEmbedded: Bool

    init(chapter: Chapter, isEmbedded: Bool = false) {
        self.chapter = chapter
        self.isEmbedded = isEmbedded
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(chapter.title)
            if !isEmbedded {
                NavigationLink(value: chapter.narrator) {
                    Text("Read by \(chapter.narrator.name)")
                        .font(.caption)
                }
            }
        }
    }
}
