import SwiftUI

@Observable
final class SettingsNavigator {
    var path = NavigationPath()

    func show<R: Routable>(_ route: R) {
        path.append(route)
    }

    func save(to defaults: UserDefaults = .standard) {
        guard let codable = path.codable, let data = try? JSONEncoder().encode(codable) else { return }
        defaults.set(data, forKey: "settings.path")
    }

    func restore(from defaults: UserDefaults = .standard) {
        guard let data = defaults.data(forKey: "settings.path"),
              let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(codable)
    }
}

@main
struct SettingsApp: App {
    @State private var navigator = SettingsNavigator()

    var body: some Scene {
        WindowGroup {
            SettingsRoot(navigator: navigator)
                .onAppear { navigator.restore() }
                .onDisappear { navigator.save() }
        }
    }
}
