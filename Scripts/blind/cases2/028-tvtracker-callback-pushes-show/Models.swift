import Foundation

struct Show: Identifiable, Hashable {
    let id: Int
    let title: String
    let network: String
}

struct Episode: Identifiable, Hashable {
    let id: Int
    let show: Show
    let season: Int
    let number: Int
    let title: String
    let airDate: Date

    var code: String {
        String(format: "S%02dE%02d", season, number)
    }
}

@Observable
final class UpNextStore {
    var episodes: [Episode] = []

    func load() async {
        let severance = Show(id: 1, title: "Severance", network: "Apple TV+")
        let bear = Show(id: 2, title: "The Bear", network: "FX")
        episodes = [
            Episode(id: 101, show: severance, season: 2, number: 3, title: "Who Is Alive?", airDate: .now),
            Episode(id: 201, show: bear, season: 3, number: 1, title: "Tomorrow", airDate: .now),
        ]
    }

    func markWatched(_ episode: Episode) {
        episodes.removeAll { $0.id == episode.id }
    }
}
