import SwiftUI

@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup {
            FrontPage()
        }
    }
}

struct FrontPage: View {
    @State private var path = NavigationPath()
    @SceneStorage("front.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Sections") {
                    ForEach(NewsSection.allCases) { section in
                        NavigationLink(section.rawValue.capitalized, value: section)
                    }
                }
                Section("Top stories") {
                    ForEach(Newsroom.headlines) { headline in
                        NavigationLink(headline.title, value: ArticleRoute(articleID: headline.id, section: headline.section.rawValue))
                    }
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: NewsSection.self) { section in
                Text(section.rawValue.capitalized)
                    .onAppear { Analytics.logScreen(section) }
            }
            .navigationDestination(for: ArticleRoute.self) { route in
                Text("Article \(route.articleID)")
                    .onAppear { Analytics.logScreen(route) }
            }
        }
        .task {
            if let pathData,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
