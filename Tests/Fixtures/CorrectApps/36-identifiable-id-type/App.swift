import SwiftUI

struct Song: Identifiable, Hashable {
    let id: UUID
    let title: String
}

@main
struct SongsApp: App {
    var body: some Scene { WindowGroup { SongsRoot() } }
}

struct SongsRoot: View {
    let songs = [Song(id: UUID(), title: "One")]
    var body: some View {
        NavigationStack {
            List(songs) { song in
                NavigationLink(song.title, value: song.id)
            }
            .navigationDestination(for: Song.ID.self) { id in
                Text(id.uuidString)
            }
        }
    }
}
