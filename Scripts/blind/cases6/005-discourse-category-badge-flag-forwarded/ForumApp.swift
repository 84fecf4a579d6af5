import SwiftUI

struct ForumCategory: Hashable, Identifiable {
    let id: Int
    var name: String
    var colorHex: String
}

struct Topic: Hashable, Identifiable {
    let id: Int
    var title: String
    var category: ForumCategory
    var postsCount: Int
    var lastPostedAt: Date
}

@Observable
final class ForumStore {
    var latest: [Topic] = []
    var categories: [ForumCategory] = []

    func topics(in category: ForumCategory) -> [Topic] {
        latest.filter { $0.category == category }
    }
}

@main
struct ForumApp: App {
    @State private var store = ForumStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    LatestView()
                        .navigationDestination(for: Topic.self) { topic in
                            TopicView(topic: topic)
                        }
                }
                .tabItem { Label("Latest", systemImage: "clock") }

                NavigationStack {
                    CategoriesView()
                        .navigationDestination(for: ForumCategory.self) { category in
                            CategoryView(category: category)
                        }
                        .navigationDestination(for: Topic.self) { topic in
                            TopicView(topic: topic)
                        }
                }
                .tabItem { Label("Categories", systemImage: "square.grid.2x2") }
            }
            .environment(store)
        }
    }
}
