import SwiftUI
import Observation

enum HomeRoute: Hashable { case post(Int) }
enum ProfileRoute: Hashable { case edit, followers }

@Observable final class HomeRouter { var path: [HomeRoute] = [] }
@Observable final class ProfileRouter { var path = NavigationPath() }

@main
struct TabsApp: App {
    @State private var home = HomeRouter()
    @State private var profile = ProfileRouter()
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeTab(router: home).tabItem { Text("Home") }
                ProfileTab(router: profile).tabItem { Text("Me") }
            }
        }
    }
}

struct HomeTab: View {
    @Bindable var router: HomeRouter
    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Post") { router.path.append(.post(1)) }
                .navigationDestination(for: HomeRoute.self) { _ in Text("Post") }
        }
    }
}

struct ProfileTab: View {
    @Bindable var router: ProfileRouter
    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                Button("Edit") { router.path.append(ProfileRoute.edit) }
                Button("Followers") { router.path.append(ProfileRoute.followers) }
            }
            .navigationDestination(for: ProfileRoute.self) { _ in Text("Profile") }
        }
    }
}
