import SwiftUI

enum HomeRoute: Hashable {
    case post(id: Int)
    case comments(postID: Int)
}

enum ProfileRoute: Hashable {
    case followers
    case following
    case editProfile
}

@Observable
final class TabRouter {
    var path = NavigationPath()

    func push(_ route: HomeRoute) {
        path.append(route)
    }

    func push(_ route: ProfileRoute) {
        path.append(route)
    }

    func reset() {
        path = NavigationPath()
    }
}

@main
struct SocialApp: App {
    @State private var homeRouter = TabRouter()
    @State private var profileRouter = TabRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                HomeTab()
                    .environment(homeRouter)
                    .tabItem { Label("Home", systemImage: "house") }
                ProfileTab()
                    .environment(profileRouter)
                    .tabItem { Label("Profile", systemImage: "person") }
            }
        }
    }
}
