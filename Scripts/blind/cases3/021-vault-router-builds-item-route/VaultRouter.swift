import SwiftUI

struct VaultItem: Identifiable, Hashable {
    enum Kind: String, Hashable { case login, card, note }
    let id: UUID
    var title: String
    var kind: Kind
    var username: String?
}

struct VaultItemRoute: Hashable {
    let id: VaultItem.ID
    let kind: VaultItem.Kind
}

enum VaultDestination: Hashable {
    case generator
    case securityAudit
}

@MainActor
final class VaultRouter: ObservableObject {
    @Published var path = NavigationPath()

    func open(_ item: VaultItem) {
        path.append(VaultItemRoute(id: item.id, kind: item.kind))
    }

    func show(_ destination: VaultDestination) {
        path.append(destination)
    }

    func popToRoot() {
        path = NavigationPath()
    }
}
