import SwiftUI
import CoreData

@main
struct ReaderApp: App {
    @State private var router = ReaderRouter()

    var body: some Scene {
        WindowGroup {
            ReaderRoot()
                .environment(router)
        }
    }
}

@Observable
final class ReaderRouter {
    var path: [ReaderRoute] = []
    var history: [ReaderRoute] = []
    var bookmarks: [String: ReaderRoute] = [:]

    func show(_ route: ReaderRoute) {
        path.append(route)
    }

    func reopenLast() {
        if let last = history.last {
            path.append(last)
        }
    }

    func open(bookmark name: String) {
        path.append(bookmarks[name] ?? .home)
    }

    func restore(_ saved: [ReaderRoute]) {
        path.append(contentsOf: saved.filter { $0 != .settings })
    }
}

struct ReaderRoot: View {
    @Environment(ReaderRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            FeedList()
                .navigationDestination(for: ReaderRoute.self) { route in
                    ReaderDestination(route: route)
                }
        }
    }
}

struct FeedList: View {
    @Environment(ReaderRouter.self) private var router
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var feeds: FetchedResults<Feed>
    @SectionedFetchRequest(sectionIdentifier: \.day, sortDescriptors: [SortDescriptor(\.day, order: .reverse)])
    private var articles: SectionedFetchResults<String, Article>
    @State private var scope = SearchScope(text: "", tokens: [])

    var body: some View {
        List {
            ForEach(feeds) { feed in
                NavigationLink(feed.title, value: feed.route)
            }
            ForEach(articles) { section in
                Section(section.id) {
                    ForEach(section) { article in
                        NavigationLink(article.headline, value: article.route)
                        NavigationLink("Source", value: article.feedRoute)
                    }
                }
            }
            NavigationLink("Latest feed", value: feeds.first?.route)
            NavigationLink("Search", value: ReaderRoute.searching(scope.text))
            NavigationLink("Home", value: ReaderRoute.home.next)
            NavigationLink("Scope", value: scope)  // deliberate: no SearchScope destination
        }
        .toolbar {
            Button("Random") { router.show(feeds.randomElement()?.route ?? .settings) }
            Button("Back") { router.reopenLast() }
            Button("Pinned") { router.open(bookmark: "pinned") }
            Button("Restore") { router.restore(router.history) }
            Button("First article") {
                if let article = articles.first?.first {
                    router.show(article.route)
                }
            }
        }
    }
}

struct ReaderDestination: View {
    let route: ReaderRoute

    var body: some View {
        switch route {
        case .feed(let id):
            Text(id.uuidString)
        case .article(let id):
            ArticleView(articleID: id)
        case .search(let query):
            Text(query)
        case .settings:
            Text("Settings")
        }
    }
}

struct ArticleView: View {
    let articleID: UUID
    @Environment(ReaderRouter.self) private var router

    var body: some View {
        Text(articleID.uuidString)
            .toolbar {
                Button("Next") { router.show(ReaderRoute.article(articleID).next) }
                Button("Feed") {
                    let route = { () -> ReaderRoute in
                        .feed(articleID)
                    }()
                    router.show(route)
                }
            }
    }
}
