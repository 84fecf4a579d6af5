import SwiftUI

struct Dock: Hashable, Identifiable {
    let id: String
    var freeBikes: Int
}

struct Pass: Hashable {
    var kind: String
}

@Observable
final class DockRouter {
    var path = NavigationPath()

    func show(_ dock: Dock) { path.append(dock) }
    func show(_ pass: Pass) { path.append(pass) }
}
