import SwiftUI

struct Song: Hashable, Identifiable {
    let id: Int
    var title: String
    var artist: String
}

struct SongRequest: Hashable, Identifiable {
    let id = UUID()
    var song: Song
    var singer: String
}

@main
struct KaraokeApp: App {
    var body: some Scene {
        WindowGroup { QueueView() }
    }
}

struct QueueView: View {
    @State private var queue: [SongRequest] = []
    @State private var nowSinging: SongRequest?
    let catalog = [Song(id: 1, title: "Dancing Queen", artist: "ABBA")]

    var body: some View {
        NavigationStack {
            List {
                Section("Up next") {
                    ForEach(queue) { request in
                        Button("\(request.singer): \(request.song.title)") {
                            nowSinging = request
                        }
                    }
                }
                Section("Catalog") {
                    ForEach(catalog) { song in
                        NavigationLink(value: song) {
                            LabeledContent(song.title, value: song.artist)
                        }
                    }
                }
            }
            .navigationDestination(item: $nowSinging) { request in
                Text("Lyrics for \(request.song.title)")
            }
            .navigationTitle("Tonight")
        }
    }
}
