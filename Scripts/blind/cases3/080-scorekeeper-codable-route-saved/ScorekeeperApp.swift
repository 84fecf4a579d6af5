import SwiftUI

struct GameNight: Identifiable {
    let id: UUID
    var title: String
    var players: [Player]
    var rounds: Int
}

@main
struct ScorekeeperApp: App {
    var body: some Scene {
        WindowGroup {
            GamesView()
        }
    }
}

struct GamesView: View {
    @State private var path = NavigationPath()
    @SceneStorage("scorekeeper.path") private var pathData: Data?
    @State private var games: [GameNight] = [
        GameNight(id: UUID(), title: "Catan", players: [
            Player(id: UUID(), name: "Ines"),
            Player(id: UUID(), name: "Marco"),
        ], rounds: 3),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(games) { game in
                    NavigationLink(game.title, value: ScoreRoute.game(id: game.id))
                }
                NavigationLink("All-time leaderboard", value: ScoreRoute.leaderboard)
            }
            .navigationTitle("Game night")
            .navigationDestination(for: ScoreRoute.self) { route in
                switch route {
                case .game(let id):
                    if let game = games.first(where: { $0.id == id }) {
                        GameScores(game: game)
                    }
                case .round(_, let number): Text("Round \(number)")
                case .player(let player): Text(player.name)
                case .leaderboard: Text("Leaderboard")
                }
            }
        }
        .onAppear {
            if let pathData,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct GameScores: View {
    let game: GameNight

    var body: some View {
        List {
            Section("Players") {
                ForEach(game.players) { player in
                    NavigationLink(player.name, value: ScoreRoute.player(player))
                }
            }
            Section("Rounds") {
                ForEach(1...game.rounds, id: \.self) { number in
                    NavigationLink("Round \(number)", value: ScoreRoute.round(gameID: game.id, number: number))
                }
            }
        }
        .navigationTitle(game.title)
    }
}
