import SwiftUI
import Observation

enum Page: Hashable { case home, detail(String) }

@Observable
final class PageRouter {
    var path: [Page] = []
    func show(_ page: Page) { path.append(page) }
}

private struct PageRouterKey: EnvironmentKey {
    static let defaultValue = PageRouter()
}

extension EnvironmentValues {
    var pageRouter: PageRouter {
        get { self[PageRouterKey.self] }
        set { self[PageRouterKey.self] = newValue }
    }
}
