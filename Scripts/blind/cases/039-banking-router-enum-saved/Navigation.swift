import SwiftUI

struct AccountID: Hashable, Codable {
    var rawValue: String
}

enum BankRoute: Hashable {
    case account(AccountID)
    case transfer(from: AccountID, to: AccountID?)
    case statements(year: Int)
}

enum SupportTopic: String, Hashable, Codable, CaseIterable {
    case cards, loans, fraud
}

@Observable
final class BankNavigator {
    var path = NavigationPath() {
        didSet { persist() }
    }

    func go(to route: BankRoute) {
        path.append(route)
    }

    func openSupport(_ topic: SupportTopic) {
        path.append(topic)
    }

    private func persist() {
        guard let codable = path.codable else { return }
        UserDefaults.standard.set(try? JSONEncoder().encode(codable), forKey: "bank.path")
    }
}
