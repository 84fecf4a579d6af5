import SwiftUI

struct Bowler: Hashable, Identifiable {
    let id: Int
    var name: String
    var average: Int
}

struct BowlingFrame: Hashable, Identifiable {
    let id: Int
    var bowler: Bowler
    var pins: [Int]
}

struct Match: Hashable, Identifiable {
    let id: Int
    var round: Int
    var home: Bowler
    var away: Bowler
    var frames: [BowlingFrame]
    var winnerAdvancesTo: Int?
}

@Observable
final class League {
    var matches: [Match] = []

    func match(_ id: Int) -> Match? {
        matches.first { $0.id == id }
    }
}

@main
struct BracketApp: App {
    @State private var league = League()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(league.matches.filter { $0.round == 1 }) { match in
                    NavigationLink("\(match.home.name) v \(match.away.name)", value: match)
                }
                .navigationDestination(for: Match.self) { match in
                    MatchView(match: match, league: league)
                }
                .navigationDestination(for: Bowler.self) { bowler in
                    Text("\(bowler.name), average \(bowler.average)")
                }
            }
        }
    }
}

struct MatchView: View {
    let match: Match
    let league: League

    var body: some View {
        List {
            ForEach(match.frames) { frame in
                NavigationLink("Frame \(frame.id), \(frame.bowler.name)", value: frame)
            }
            if let nextID = match.winnerAdvancesTo, let next = league.match(nextID) {
                NavigationLink("Next round", value: next)
            }
        }
        .navigationDestination(for: BowlingFrame.self) { frame in
            FrameView(frame: frame)
        }
        .navigationTitle("Round \(match.round)")
    }
}

struct FrameView: View {
    let frame: BowlingFrame

    var body: some View {
        VStack {
            Text(frame.pins.map(String.init).joined(separator: " | "))
            NavigationLink(frame.bowler.name, value: frame.bowler)
        }
    }
}
