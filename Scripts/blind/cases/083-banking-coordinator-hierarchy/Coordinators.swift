import SwiftUI

enum AccountsRoute: Hashable {
    case account(id: String)
    case statement(month: Int)
}

enum CardsRoute: Hashable {
    case card(last4: String)
    case limits
}

struct Payee: Hashable {
    var name: String
    var iban: String
}

@Observable
final class AccountsCoordinator {
    var path = NavigationPath()
}

@Observable
final class CardsCoordinator {
    var path: [CardsRoute] = []
}

@Observable
final class AppCoordinator {
    let accounts = AccountsCoordinator()
    let cards = CardsCoordinator()
    var selectedTab = 0

    func openPayee(_ payee: Payee) {
        selectedTab = 0
        accounts.path.append(payee)
    }

    func openCardLimits() {
        selectedTab = 1
        cards.path = [.limits]
    }
}
