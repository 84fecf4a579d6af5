import SwiftUI

struct ChapterRow: View {
    let chapter: Chapter
    let isEmbedded: Bool

    init(chapter: Chapter, isEmbedded: Bool = false) {
        self.chapter = chapter
        self.isEmbedded = isEmbedded
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(chapter.title)
                if !isEmbedded {
                    NavigationLink(value: chapter.narrator) {
                        Text("Read by \(chapter.narrator.name)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Spacer()
            Text(Duration.seconds(chapter.duration), format: .time(pattern: .minuteSecond))
                .monospacedDigit()
        }
    }
}
