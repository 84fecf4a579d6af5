import SwiftUI

struct Song: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let chords: [String]
    let lesson: URL?
}

enum Songbook {
    static let songs = [
        Song(id: 1, title: "Blackbird", artist: "The Beatles", chords: ["G", "Am7", "C"],
             lesson: URL(string: "https://example.com/lessons/blackbird")),
        Song(id: 2, title: "Wonderwall", artist: "Oasis", chords: ["Em7", "G", "Dsus4", "A7sus4"], lesson: nil),
    ]
}

@main
struct TabsApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}

struct RootView: View {
    @Environment(Router.self) private var router
    @Environment(\.openURL) private var openURL

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            SongListView()
                .navigationDestination(for: SongRoute.self) { route in
                    switch route {
                    case .song(let id):
                        SongView(songID: id)
                    case .artist(let name):
                        List(Songbook.songs.filter { $0.artist == name }) { Text($0.title) }
                            .navigationTitle(name)
                    case .chord(let name):
                        Text(name).font(.system(size: 96))
                    }
                }
                .toolbar {
                    Button("Tuner", systemImage: "tuningfork") {
                        router.navigate(to: .tuner, openURL: openURL)
                    }
                }
        }
        .sheet(item: $router.presentedSheet) { sheet in
            switch sheet {
            case .tuner:
                Text("Play the low E string")
                    .presentationDetents([.medium])
            }
        }
    }
}

struct SongListView: View {
    @Environment(Router.self) private var router
    @Environment(\.openURL) private var openURL

    var body: some View {
        List(Songbook.songs) { song in
            VStack(alignment: .leading) {
                Button(song.title) {
                    router.navigate(to: .song(id: song.id), openURL: openURL)
                }
                Button(song.artist) {
                    router.navigate(to: .artist(name: song.artist), openURL: openURL)
                }
                .font(.caption)
            }
            .swipeActions {
                if let lesson = song.lesson {
                    Button("Lesson") {
                        router.navigate(to: .lessonVideo(lesson), openURL: openURL)
                    }
                }
            }
        }
        .navigationTitle("Songbook")
    }
}

struct SongView: View {
    @Environment(Router.self) private var router
    let songID: Int

    var body: some View {
        List(Songbook.songs.first { $0.id == songID }?.chords ?? [], id: \.self) { chord in
            Button(chord) { router.showChord(chord) }
        }
    }
}
