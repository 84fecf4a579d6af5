import SwiftUI

protocol Inhabitant: Hashable {
    var name: String { get }
}

struct Fish: Inhabitant, Identifiable {
    let id: UUID
    var name: String
}

struct Coral: Inhabitant, Identifiable {
    let id: UUID
    var name: String
    var polypColor: String
}

@Observable
final class TankNavigator {
    var path = NavigationPath()

    func show(_ inhabitant: some Inhabitant) {
        path.append(inhabitant)
    }
}
