import SwiftUI

struct RootView: View {
    @EnvironmentObject private var coordinator: NavigationCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            FeedView()
                .navigationDestination(for: Screen.self) { screen in
                    switch screen {
                    case .detail(let id):
                        ArticleDetailView(articleID: id)
                    case .profile(let user):
                        ProfileView(user: user)
                    case .comments(let articleID):
                        CommentsView(articleID: articleID, path: $coordinator.path)
                    case .search:
                        SearchView()
                    case .settings:
                        SettingsView()
                    }
                }
                .navigationDestination(for: Article.self) { article in
                    ArticleDetailView(articleID: article.id)
                }
        }
        .onOpenURL { url in
            if let link = DeepLink(url: url) {
                coordinator.handle(link)
            }
        }
    }
}
