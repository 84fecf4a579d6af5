import SwiftUI

struct MatchSummary: Hashable, Identifiable {
    let id: UUID
    var name: String
    var lastMessage: String?
}

struct ConversationRoute: Hashable {
    let matchID: MatchSummary.ID
}

final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    lazy var matches = MatchesCoordinator(parent: self)
    lazy var chats = ChatsCoordinator(parent: self)
}

final class MatchesCoordinator {
    private unowned let parent: AppCoordinator

    init(parent: AppCoordinator) {
        self.parent = parent
    }

    func showProfile(of match: MatchSummary) {
        parent.path.append(match)
    }
}

final class ChatsCoordinator {
    private unowned let parent: AppCoordinator

    init(parent: AppCoordinator) {
        self.parent = parent
    }

    func openConversation(with match: MatchSummary) {
        parent.path.append(ConversationRoute(matchID: match.id))
    }
}
