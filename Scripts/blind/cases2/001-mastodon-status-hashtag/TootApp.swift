import SwiftUI

@main
struct TootApp: App {
    @State private var client = MastodonClient(server: "mastodon.social")

    var body: some Scene {
        WindowGroup {
            AppTabView()
                .environment(client)
        }
    }
}

struct AppTabView: View {
    @State private var selectedTab: AppTab = .timeline

    var body: some View {
        TabView(selection: $selectedTab) {
            TimelineTab()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.timeline)
            Text("Notifications")
                .tabItem { Label("Notifications", systemImage: "bell") }
                .tag(AppTab.notifications)
        }
    }
}

enum AppTab: Hashable {
    case timeline
    case notifications
}

@Observable
final class MastodonClient {
    let server: String
    var statuses: [Status] = []

    init(server: String) {
        self.server = server
    }

    func loadHomeTimeline() async {
        try? await Task.sleep(for: .milliseconds(200))
        statuses = Status.samples
    }
}
