import SwiftUI

struct SettingsRoot: View {
    @Bindable var navigator: SettingsNavigator

    var body: some View {
        NavigationStack(path: $navigator.path) {
            List {
                Section("General") {
                    NavigationLink("About", value: GeneralRoute.about)
                    NavigationLink("Language", value: GeneralRoute.language)
                    Button("Storage") { navigator.show(GeneralRoute.storage) }
                }
                Section("Account") {
                    NavigationLink("Profile", value: AccountRoute.profile(userID: 1))
                    NavigationLink("Devices", value: AccountRoute.devices)
                    Button("Subscription") { navigator.path.append(AccountRoute.subscription(tier: "plus")) }
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: GeneralRoute.self) { route in
                Text(route.title)
            }
            .navigationDestination(for: AccountRoute.self) { route in
                AccountScreen(route: route)
            }
            .navigationDestination(for: DeviceInfo.self) { device in
                Text("\(device.name) – \(device.model)")
            }
        }
    }
}

struct AccountScreen: View {
    let route: AccountRoute

    var body: some View {
        switch route {
        case .devices:
            List {
                NavigationLink("This iPhone", value: DeviceInfo(name: "iPhone", model: "iPhone 15"))
                NavigationLink("Work Mac", value: DeviceInfo(name: "Work Mac", model: "MacBook Air"))
            }
            .navigationTitle(route.title)
        default:
            Text(route.title)
        }
    }
}
