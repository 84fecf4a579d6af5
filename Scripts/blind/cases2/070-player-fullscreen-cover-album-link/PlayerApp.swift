import SwiftUI

@main
struct PlayerApp: App {
    @State private var player = PlayerModel()

    var body: some Scene {
        WindowGroup {
            LibraryRoot()
                .environment(player)
        }
    }
}

struct LibraryRoot: View {
    @Environment(PlayerModel.self) private var player

    var body: some View {
        @Bindable var player = player
        NavigationStack {
            List(Discography.tracks) { track in
                Button(track.title) { player.play(track, queue: Discography.tracks) }
            }
            .navigationTitle("Songs")
            .navigationDestination(for: AlbumInfo.self) { album in
                Text(album.title).navigationTitle(album.artist)
            }
            .safeAreaInset(edge: .bottom) {
                if let current = player.current {
                    Button {
                        player.showsNowPlaying = true
                    } label: {
                        Label(current.title, systemImage: player.isPlaying ? "pause.fill" : "play.fill")
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(.ultraThinMaterial)
                    }
                }
            }
        }
        .fullScreenCover(isPresented: $player.showsNowPlaying) {
            NowPlayingView()
        }
    }
}

struct NowPlayingView: View {
    @Environment(PlayerModel.self) private var player
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                if let track = player.current {
                    Image(systemName: "music.note").font(.system(size: 120))
                    Text(track.title).font(.title.bold())
                    NavigationLink(value: track.album) {
                        Text("\(track.album.title) · \(track.album.artist)")
                    }
                }
                HStack(spacing: 40) {
                    Button("Play/Pause", systemImage: player.isPlaying ? "pause.fill" : "play.fill") {
                        player.isPlaying.toggle()
                    }
                    Button("Next", systemImage: "forward.fill") { player.skip() }
                }
                .labelStyle(.iconOnly)
                .font(.largeTitle)
            }
            .toolbar {
                Button("Close", systemImage: "chevron.down") { dismiss() }
            }
        }
    }
}
