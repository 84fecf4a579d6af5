import SwiftUI
import Observation

enum HomeRoute: Hashable { case article(Int) }
enum SettingsRoute: Hashable { case account, notifications }

@Observable
final class Router {
    var path = NavigationPath()
}

@main
struct TabbedApp: App {
    @State private var homeRouter = Router()
    @State private var settingsRouter = Router()
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeTab(router: homeRouter).tabItem { Text("Home") }
                SettingsTab(router: settingsRouter).tabItem { Text("Settings") }
            }
        }
    }
}

struct HomeTab: View {
    @Bindable var router: Router
    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Article") { router.path.append(HomeRoute.article(1)) }
                .navigationDestination(for: HomeRoute.self) { _ in Text("Article") }
        }
    }
}

struct SettingsTab: View {
    @Bindable var router: Router
    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                Button("Account") { router.path.append(SettingsRoute.account) }
                Button("Notifications") { router.path.append(SettingsRoute.notifications) }
            }
            .navigationDestination(for: SettingsRoute.self) { _ in Text("Settings page") }
        }
    }
}
