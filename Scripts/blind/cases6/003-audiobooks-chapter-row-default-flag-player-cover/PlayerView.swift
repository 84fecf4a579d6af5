import SwiftUI

struct PlayerView: View {
    @Environment(Player.self) private var player
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Text(player.book?.title ?? "")
                    .font(.title2.bold())
                HStack(spacing: 40) {
                    Button { } label: { Image(systemName: "gobackward.30") }
                    Button { player.isPlaying.toggle() } label: {
                        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                    }
                    Button { } label: { Image(systemName: "goforward.30") }
                }
                .font(.largeTitle)
                List(player.book?.chapters ?? []) { chapter in
                    ChapterRow(chapter: chapter)
                }
                .listStyle(.plain)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}
