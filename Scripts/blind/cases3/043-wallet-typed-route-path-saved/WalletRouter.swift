import SwiftUI

enum WalletRoute: Hashable, Codable {
    case asset(symbol: String)
    case send(symbol: String, amount: Decimal?)
    case receive(symbol: String)
    case transaction(hash: String)
}

@MainActor
final class WalletRouter: ObservableObject {
    @Published var path: [WalletRoute] = [] {
        didSet { save() }
    }

    private let key = "wallet.path"

    init() {
        if let data = UserDefaults.standard.data(forKey: key),
           let saved = try? JSONDecoder().decode([WalletRoute].self, from: data) {
            path = saved
        }
    }

    func push(_ route: WalletRoute) {
        path.append(route)
    }

    private func save() {
        UserDefaults.standard.set(try? JSONEncoder().encode(path), forKey: key)
    }
}
