import SwiftUI

enum Route {
    enum Settings: Hashable {
        case account, privacy
    }
    enum Content: Hashable {
        case post(Int)
    }
}

typealias SettingsRoute = Route.Settings

@main
struct ForumApp: App {
    var body: some Scene { WindowGroup { ForumRoot() } }
}

struct ForumRoot: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Account", value: Route.Settings.account)
                NavigationLink("Privacy", value: SettingsRoute.privacy)
                NavigationLink("Post", value: Route.Content.post(4))
            }
            .navigationDestination(for: SettingsRoute.self) { s in Text("\(String(describing: s))") }
            .navigationDestination(for: Route.Content.self) { c in Text("post") }
        }
    }
}
