import SwiftUI

struct Article: Hashable, Identifiable { let id: Int; let title: String }

@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup {
            ArticlesView()
                .hostedInNavigation()
        }
    }
}

struct ArticlesView: View {
    @EnvironmentObject private var navigator: AppNavigator
    let articles = [Article(id: 1, title: "Hello")]
    var body: some View {
        List(articles) { article in
            Button(article.title) { navigator.open(article) }
        }
        .navigationDestination(for: Article.self) { Text($0.title) }
    }
}
