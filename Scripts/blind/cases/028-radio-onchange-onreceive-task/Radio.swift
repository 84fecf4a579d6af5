import SwiftUI
import Combine

struct Station: Hashable, Identifiable {
    let id: String
    var name: String
    var genre: String
}

struct Song: Hashable, Identifiable {
    let id: String
    var title: String
    var artist: String
}

extension Notification.Name {
    static let openSong = Notification.Name("openSong")
}

@Observable
final class Player {
    var nowPlaying: Song?
    var station: Station?
    var history: [Song] = []

    func lastSession() async -> Song? {
        history.last
    }
}

@main
struct RadioApp: App {
    @State private var player = Player()

    var body: some Scene {
        WindowGroup { StationsView(player: player) }
    }
}

struct StationsView: View {
    let player: Player
    @State private var path = NavigationPath()
    @State private var stations: [Station] = []
    @AppStorage("followNowPlaying") private var follow = false

    var body: some View {
        NavigationStack(path: $path) {
            List(stations) { station in
                NavigationLink(station.name, value: station)
            }
            .navigationTitle("Radio")
            .navigationDestination(for: Station.self) { station in
                Text(station.name).font(.largeTitle)
            }
        }
        .onChange(of: player.nowPlaying) { _, song in
            guard follow, let song else { return }
            path.append(song)
        }
        .onReceive(NotificationCenter.default.publisher(for: .openSong)) { note in
            if let song = note.object as? Song {
                path.append(song)
            }
        }
        .task {
            if let song = await player.lastSession() {
                path.append(song)
            }
        }
    }
}
