import SwiftUI

struct ScoresToolbar: ToolbarContent {
    let favoriteTeam: Team
    let league: String

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            NavigationLink(value: favoriteTeam) {
                Image(systemName: "star.fill")
            }
        }
        ToolbarItem(placement: .topBarTrailing) {
            NavigationLink(value: StandingsRoute.league(league)) {
                Image(systemName: "list.number")
            }
        }
    }
}
