import SwiftUI

/// The only place that changes the navigation path.
@MainActor
final class NavigationCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    func goToDetail(id: Int) {
        path.append(Screen.detail(id))
    }

    func goToProfile(_ user: User) {
        path.append(Screen.profile(user))
    }

    func showComments(for articleID: Int) {
        path.append(Screen.comments(articleID: articleID))
    }

    func showSearch() {
        path.append(Screen.search)
    }

    func goToSettings() {
        path.append(Screen.settings)
    }

    func back() {
        if !path.isEmpty {
            path.removeLast()
        }
    }

    func popToRoot() {
        path.removeLast(path.count)
    }

    func handle(_ link: DeepLink) {
        path = NavigationPath()
        switch link {
        case .feed:
            break
        case .article(let id):
            path.append(Screen.detail(id))
        case .comments(let articleID):
            path.append(Screen.detail(articleID))
            path.append(Screen.comments(articleID: articleID))
        case .settings:
            path.append(Screen.settings)
        }
    }
}
