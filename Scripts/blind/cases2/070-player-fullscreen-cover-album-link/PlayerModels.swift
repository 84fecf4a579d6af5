import SwiftUI

struct AlbumInfo: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
}

struct Track: Identifiable, Hashable {
    let id: Int
    let title: String
    let album: AlbumInfo
    let length: Duration
}

@MainActor
@Observable
final class PlayerModel {
    var current: Track?
    var queue: [Track] = []
    var isPlaying = false
    var showsNowPlaying = false

    func play(_ track: Track, queue: [Track]) {
        current = track
        self.queue = queue.filter { $0 != track }
        isPlaying = true
    }

    func skip() {
        guard !queue.isEmpty else { return }
        current = queue.removeFirst()
    }
}

enum Discography {
    static let blue = AlbumInfo(id: 1, title: "Blue", artist: "Joni Mitchell")
    static let tracks = [
        Track(id: 1, title: "All I Want", album: blue, length: .seconds(214)),
        Track(id: 2, title: "My Old Man", album: blue, length: .seconds(215)),
        Track(id: 3, title: "River", album: blue, length: .seconds(244)),
    ]
}
