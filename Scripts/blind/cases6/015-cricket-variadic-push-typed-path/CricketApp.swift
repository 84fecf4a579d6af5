import SwiftUI

struct Team: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Match: Hashable, Identifiable {
    let id: Int
    var home: Team
    var away: Team
    var venue: String
}

enum MatchRoute: Hashable {
    case team(Team.ID)
    case match(Match.ID)
    case scorecard(Match.ID, innings: Int)
}

@Observable
final class ScoresRouter {
    var path: [MatchRoute] = []

    func push(_ routes: MatchRoute...) {
        path.append(contentsOf: routes)
    }

    func popToRoot() {
        path.removeAll()
    }
}

@main
struct CricketApp: App {
    @State private var router = ScoresRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                FixturesView()
                    .navigationDestination(for: MatchRoute.self) { route in
                        switch route {
                        case .team(let id):
                            TeamView(teamID: id)
                        case .match(let id):
                            MatchView(matchID: id)
                        case .scorecard(let id, let innings):
                            ScorecardView(matchID: id, innings: innings)
                        }
                    }
            }
            .environment(router)
            .onOpenURL { url in
                handle(url)
            }
        }
    }

    private func handle(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let idText = components.queryItems?.first(where: { $0.name == "match" })?.value,
              let matchID = Int(idText) else { return }
        router.popToRoot()
        if let inningsText = components.queryItems?.first(where: { $0.name == "innings" })?.value,
           let innings = Int(inningsText) {
            router.push(.match(matchID), .scorecard(matchID, innings: innings))
        } else {
            router.push(.match(matchID))
        }
    }
}
