import SwiftUI

struct Artist: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Track: Hashable, Identifiable {
    let id: Int
    var title: String
    var length: Int
}

struct Album: Hashable, Identifiable {
    let id: Int
    var title: String
    var artist: Artist
    var tracks: [Track]
}

struct Chart: Hashable {
    var artists: [Artist]
    var plays: [Int]
}

@main
struct MusicApp: App {
    let albums: [Album] = []
    let chart = Chart(artists: [], plays: [])

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BrowseView(albums: albums, chart: chart)
                    .navigationDestination(for: Album.self) { album in
                        AlbumView(album: album)
                    }
            }
        }
    }
}

struct BrowseView: View {
    let albums: [Album]
    let chart: Chart

    var body: some View {
        List {
            Section("New releases") {
                ForEach(albums) { album in
                    NavigationLink(album.title, value: album)
                }
            }
            Section("Top artists") {
                ForEach(Array(zip(chart.artists, chart.plays)), id: \.0.id) { artist, plays in
                    NavigationLink(value: artist) {
                        LabeledContent(artist.name, value: "\(plays) plays")
                    }
                }
            }
        }
        .navigationTitle("Browse")
    }
}

struct AlbumView: View {
    let album: Album

    var body: some View {
        List {
            ForEach(Array(album.tracks.enumerated()), id: \.offset) { index, track in
                NavigationLink(value: track) {
                    HStack {
                        Text("\(index + 1)").monospacedDigit().foregroundStyle(.secondary)
                        Text(track.title)
                    }
                }
            }
        }
        .navigationTitle(album.title)
        .toolbar {
            NavigationLink("Artist", value: album.artist)
        }
    }
}
