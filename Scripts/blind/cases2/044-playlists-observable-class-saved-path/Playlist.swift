import Foundation
import Observation

@Observable
final class Playlist: Identifiable {
    let id: UUID
    var name: String
    var songIDs: [Int]
    var isCollaborative: Bool

    init(id: UUID = UUID(), name: String, songIDs: [Int] = [], isCollaborative: Bool = false) {
        self.id = id
        self.name = name
        self.songIDs = songIDs
        self.isCollaborative = isCollaborative
    }
}

extension Playlist: Hashable {
    static func == (lhs: Playlist, rhs: Playlist) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

struct Song: Identifiable, Hashable, Codable {
    let id: Int
    let title: String
    let durationSeconds: Int
}

@Observable
final class PlaylistLibrary {
    var playlists: [Playlist] = [
        Playlist(name: "Focus", songIDs: [1, 2]),
        Playlist(name: "Running", songIDs: [3], isCollaborative: true),
    ]
    let songs: [Song] = [
        Song(id: 1, title: "Weightless", durationSeconds: 480),
        Song(id: 2, title: "An Ending", durationSeconds: 260),
        Song(id: 3, title: "Blue Monday", durationSeconds: 448),
    ]

    func songs(in playlist: Playlist) -> [Song] {
        songs.filter { playlist.songIDs.contains($0.id) }
    }
}
