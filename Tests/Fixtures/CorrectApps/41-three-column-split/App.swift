import SwiftUI

struct Team: Hashable, Identifiable { let id: String; let players: [Player] }
struct Player: Hashable, Identifiable { let id: String }

@main
struct LeagueApp: App {
    var body: some Scene { WindowGroup { LeagueView() } }
}

struct LeagueView: View {
    @State private var team: Team?
    @State private var player: Player?
    let teams = [Team(id: "Reds", players: [Player(id: "Ann")])]

    var body: some View {
        NavigationSplitView {
            List(teams, selection: $team) { t in
                NavigationLink(t.id, value: t)
            }
        } content: {
            if let team {
                List(team.players, selection: $player) { p in
                    NavigationLink(p.id, value: p)
                }
            }
        } detail: {
            if let player { Text(player.id) }
        }
    }
}
