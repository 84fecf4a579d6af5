import SwiftUI

enum SettingsRoute: Hashable {
    case account
    case notifications
    case appearance
    case privacy
    case about
}

struct SettingsView: View {
    @AppStorage("useBiometrics") private var useBiometrics = false
    @AppStorage("compactRows") private var compactRows = false

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    NavigationLink("Account", value: SettingsRoute.account)
                    NavigationLink("Notifications", value: SettingsRoute.notifications)
                    NavigationLink("Appearance", value: SettingsRoute.appearance)
                }
                .navigationDestination(for: SettingsRoute.self) { route in
                    SettingsDetail(route: route)
                }

                Section("Security") {
                    Toggle("Unlock with Face ID", isOn: $useBiometrics)
                    NavigationLink("Privacy", value: SettingsRoute.privacy)
                }

                Section {
                    Toggle("Compact rows", isOn: $compactRows)
                    NavigationLink("About", value: SettingsRoute.about)
                } footer: {
                    Text("Version 2.4.1")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SettingsDetail: View {
    let route: SettingsRoute

    var body: some View {
        switch route {
        case .account:
            Form { LabeledContent("Email", value: "me@example.com") }
                .navigationTitle("Account")
        case .notifications:
            Text("Notifications").navigationTitle("Notifications")
        case .appearance:
            Text("Appearance").navigationTitle("Appearance")
        case .privacy:
            Text("Privacy").navigationTitle("Privacy")
        case .about:
            Text("About").navigationTitle("About")
        }
    }
}
