import SwiftUI

struct Game: Hashable, Identifiable {
    let id: Int
    var white: String
    var black: String
    var result: String
}

struct Puzzle: Hashable, Identifiable {
    let id: Int
    var rating: Int
    var theme: String
    var sourceGameID: Game.ID
}

@main
struct ChessClubApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ClubHome()
            }
        }
    }
}

struct ClubHome: View {
    private let recentGames = [
        Game(id: 1, white: "You", black: "Stockfish L4", result: "0-1"),
        Game(id: 2, white: "maria_k", black: "You", result: "½-½"),
    ]

    var body: some View {
        List {
            Section {
                NavigationLink("Puzzles") {
                    PuzzlesView()
                }
            }
            Section("Recent games") {
                ForEach(recentGames) { game in
                    NavigationLink("\(game.white) vs \(game.black)", value: game)
                }
            }
        }
        .navigationTitle("Chess Club")
        .navigationDestination(for: Game.self) { game in
            Text("Replay: \(game.result)")
        }
    }
}
