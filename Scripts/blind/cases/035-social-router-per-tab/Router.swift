import SwiftUI

struct Post: Hashable, Identifiable {
    let id: Int
    var text: String
    var tags: [Tag]
}

struct Tag: Hashable, Identifiable {
    var id: String { name }
    var name: String
}

struct UserProfile: Hashable {
    var handle: String
}

@Observable
final class Router {
    var path = NavigationPath()

    func popToRoot() {
        path.removeLast(path.count)
    }
}

@main
struct SocialApp: App {
    @State private var homeRouter = Router()
    @State private var exploreRouter = Router()

    var body: some Scene {
        WindowGroup {
            TabView {
                HomeTab()
                    .environment(homeRouter)
                    .tabItem { Label("Home", systemImage: "house") }
                ExploreTab()
                    .environment(exploreRouter)
                    .tabItem { Label("Explore", systemImage: "number") }
            }
        }
    }
}
