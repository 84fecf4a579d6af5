import SwiftUI

@main
struct NewsApp: App {
    @StateObject private var router = NewsRouter.shared

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                HeadlinesView()
                    .navigationDestination(for: NewsRoute.self) { route in
                        switch route {
                        case .article(let id): ArticleScreen(id: id)
                        case .topic(let name): Text(name).font(.largeTitle)
                        }
                    }
            }
        }
    }
}

struct HeadlinesView: View {
    var body: some View {
        List {
            Button("Top story") { NewsRouter.shared.open(.article(id: 1)) }
            Button("Climate") { NewsRouter.shared.open(.topic("Climate")) }
        }
        .navigationTitle("Headlines")
    }
}

struct ArticleScreen: View {
    let id: Int

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Article \(id)").font(.title)
                Button("About the author") {
                    NewsRouter.shared.path.append(Journalist(name: "A. Writer", beat: "Science"))
                }
                Button("Related") {
                    NewsRouter.shared.open(.article(id: id + 1))
                }
            }
            .padding()
        }
    }
}
