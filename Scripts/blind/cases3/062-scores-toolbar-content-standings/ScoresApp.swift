import SwiftUI

struct Team: Hashable, Identifiable {
    let id: String
    var name: String
    var abbreviation: String
}

struct Game: Hashable, Identifiable {
    let id: Int
    var home: Team
    var away: Team
    var homeScore: Int
    var awayScore: Int
    var period: String
}

enum StandingsRoute: Hashable {
    case league(String)
    case conference(String)
}

@main
struct ScoresApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ScoresView()
            }
        }
    }
}

struct ScoresView: View {
    private let celtics = Team(id: "bos", name: "Celtics", abbreviation: "BOS")
    private let knicks = Team(id: "nyk", name: "Knicks", abbreviation: "NYK")

    private var games: [Game] {
        [Game(id: 1, home: celtics, away: knicks, homeScore: 98, awayScore: 94, period: "Q4 2:11")]
    }

    var body: some View {
        List(games) { game in
            NavigationLink(value: game) {
                HStack {
                    Text("\(game.away.abbreviation) \(game.awayScore)")
                    Spacer()
                    Text(game.period).font(.caption)
                    Spacer()
                    Text("\(game.homeScore) \(game.home.abbreviation)")
                }
                .monospacedDigit()
            }
        }
        .navigationTitle("Scores")
        .toolbar {
            ScoresToolbar(favoriteTeam: celtics, league: "NBA")
        }
        .navigationDestination(for: Game.self) { game in
            Text("\(game.away.name) at \(game.home.name)")
        }
        .navigationDestination(for: Team.self) { team in
            Text(team.name)
        }
    }
}
