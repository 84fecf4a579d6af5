import SwiftUI

enum Screen: Hashable, Codable {
    case account(id: String)
    case transaction(id: UUID)
    case payee(name: String)
    case settings
}

final class BankCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    private let storageKey = "coordinator.path"

    func showAccount(_ id: String) {
        path.append(Screen.account(id: id))
    }

    func showTransaction(_ id: UUID) {
        path.append(Screen.transaction(id: id))
    }

    func showPayee(named name: String) {
        path.append(Screen.payee(name: name))
    }

    func openSettings() {
        path.removeLast(path.count)
        path.append(Screen.settings)
    }

    func save() {
        guard let representation = path.codable else { return }
        UserDefaults.standard.set(try? JSONEncoder().encode(representation), forKey: storageKey)
    }
}
