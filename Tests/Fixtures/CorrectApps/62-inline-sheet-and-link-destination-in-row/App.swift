import SwiftUI

struct Song: Hashable, Identifiable { let id: Int }
struct Verse: Hashable { let n: Int }

@main
struct LyricsApp: App {
    var body: some Scene { WindowGroup { LyricsRoot() } }
}

struct LyricsRoot: View {
    @State private var editing: Song?
    var body: some View {
        NavigationStack {
            List([Song(id: 1), Song(id: 2)]) { song in
                NavigationLink {
                    VerseList(song: song)
                        .navigationDestination(for: Verse.self) { Text("Verse \($0.n)") }
                } label: {
                    Text("Song \(song.id)")
                }
                .swipeActions {
                    Button("Edit") { editing = song }
                }
            }
            .sheet(item: $editing) { song in
                NavigationStack {
                    VerseList(song: song)
                        .navigationDestination(for: Verse.self) { Text("Edit verse \($0.n)") }
                }
            }
        }
    }
}

struct VerseList: View {
    let song: Song
    var body: some View {
        ScrollView {
            VStack {
                ForEach(1...3, id: \.self) { n in
                    NavigationLink("Verse \(n)", value: Verse(n: n))
                }
            }
        }
    }
}
