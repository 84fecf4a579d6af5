import SwiftUI

struct Community: Identifiable, Hashable {
    let id: Int
    let name: String
    let instance: String
}

struct Thread: Identifiable, Hashable {
    let id: Int
    let title: String
    let community: Community
}

final class Navigator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var isComposing = false

    func open(_ thread: Thread) {
        path.append(thread)
    }

    func open(_ community: Community) {
        path.append(community)
    }
}

private struct NavigatorKey: EnvironmentKey {
    static let defaultValue = Navigator()
}

extension EnvironmentValues {
    var navigator: Navigator {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}

enum Feed {
    static let swift = Community(id: 1, name: "swift", instance: "lemmy.ml")
    static let apple = Community(id: 2, name: "apple", instance: "lemmy.world")
    static let communities = [swift, apple]
    static let threads = [
        Thread(id: 10, title: "Macros in practice", community: swift),
        Thread(id: 11, title: "Vision Pro impressions", community: apple),
    ]
}
