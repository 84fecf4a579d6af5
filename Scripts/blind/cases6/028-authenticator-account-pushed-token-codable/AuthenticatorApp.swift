import SwiftUI

struct Account: Hashable, Identifiable {
    let id: UUID
    var issuer: String
    var label: String
    var token: Token

    struct Token: Hashable, Codable {
        var secret: Data
        var digits: Int
        var period: Int
    }
}

enum VaultRoute: Hashable, Codable {
    case settings
    case backup
}

@Observable
final class VaultNavigation {
    var path = NavigationPath() {
        didSet { persist() }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: "vault.path"),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    private func persist() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        UserDefaults.standard.set(data, forKey: "vault.path")
    }
}

@main
struct AuthenticatorApp: App {
    @State private var navigation = VaultNavigation()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigation.path) {
                CodesView()
                    .navigationDestination(for: Account.self) { account in
                        AccountDetailView(account: account)
                    }
                    .navigationDestination(for: VaultRoute.self) { route in
                        switch route {
                        case .settings: Text("Settings")
                        case .backup: Text("Backup")
                        }
                    }
            }
        }
    }
}
