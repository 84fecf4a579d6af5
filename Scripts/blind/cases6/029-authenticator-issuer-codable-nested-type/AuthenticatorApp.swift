import SwiftUI

struct Account: Hashable, Identifiable {
    let id: UUID
    var issuer: Issuer
    var label: String
    var token: Token

    struct Issuer: Hashable, Codable {
        var name: String
        var domain: String
    }

    struct Token: Hashable, Codable {
        var secret: Data
        var digits: Int
        var period: Int
    }
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
                    .navigationDestination(for: Account.ID.self) { id in
                        AccountDetailView(accountID: id)
                    }
                    .navigationDestination(for: Account.Issuer.self) { issuer in
                        IssuerView(issuer: issuer)
                    }
            }
            .environment(navigation)
        }
    }
}
