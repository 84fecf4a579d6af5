import SwiftUI

struct FixturesView: View {
    @Environment(ScoresRouter.self) private var router
    @State private var fixtures: [Match] = []

    var body: some View {
        List(fixtures) { match in
            VStack(alignment: .leading, spacing: 4) {
                Button("\(match.home.name) v \(match.away.name)") {
                    router.push(.match(match.id))
                }
                HStack {
                    Button(match.home.name) { router.push(.team(match.home.id)) }
                    Button(match.away.name) { router.push(.team(match.away.id)) }
                }
                .buttonStyle(.borderless)
                .font(.caption)
            }
        }
        .navigationTitle("Fixtures")
    }
}

struct TeamView: View {
    let teamID: Team.ID

    var body: some View {
        Text(teamID).navigationTitle("Team")
    }
}

struct MatchView: View {
    @Environment(ScoresRouter.self) private var router
    let matchID: Match.ID

    var body: some View {
        List(1...2, id: \.self) { innings in
            Button("Innings \(innings)") {
                router.push(.scorecard(matchID, innings: innings))
            }
        }
        .navigationTitle("Match")
    }
}

struct ScorecardView: View {
    let matchID: Match.ID
    let innings: Int

    var body: some View {
        Text("Scorecard \(matchID), innings \(innings)")
    }
}
