import SwiftUI

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}

struct SettingsView: View {
    @AppStorage("developerMode") private var developerMode = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("Account", value: SettingsRoute.account)
                    NavigationLink("Notifications", value: SettingsRoute.notifications)
                }
                Section("Privacy") {
                    ForEach(SettingsRoute.PrivacyTopic.allCases, id: \.self) { topic in
                        NavigationLink(topic.rawValue.capitalized, value: SettingsRoute.privacy(topic))
                    }
                }
                Section("Developer") {
                    Toggle("Developer mode", isOn: $developerMode)
                    if developerMode {
                        NavigationLink("Logs", value: SettingsRoute.Advanced.logs)
                        NavigationLink("Feature flags", value: AdvancedSetting.featureFlags)
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: SettingsRoute.self) { route in
                SettingsDetail(route: route)
            }
        }
    }
}

struct SettingsDetail: View {
    let route: SettingsRoute

    var body: some View {
        switch route {
        case .account:
            Form { Text("Signed in") }.navigationTitle("Account")
        case .notifications:
            Form { Text("Badges") }.navigationTitle("Notifications")
        case .privacy(let topic):
            Form { Text(topic.rawValue) }.navigationTitle("Privacy")
        }
    }
}
