import SwiftUI

struct EpisodesView: View {
    let podcast: Podcast
    @Environment(PlayerRouter.self) private var router

    var body: some View {
        List(podcast.episodes) { episode in
            NavigationLink(value: episode) {
                VStack(alignment: .leading) {
                    Text(episode.title).font(.headline)
                    Text(Duration.seconds(episode.duration), format: .time(pattern: .hourMinute))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .swipeActions(edge: .leading) {
                Button("Chapters", systemImage: "list.bullet") {
                    router.path.append(ChapterList(episodeID: episode.id, chapters: episode.chapters))
                }
                .tint(.orange)
                Button("Notes", systemImage: "doc.text") {
                    router.path.append(ShowNotes(episodeID: episode.id, html: episode.notesHTML))
                }
                .tint(.blue)
            }
        }
        .navigationTitle(podcast.title)
    }
}
