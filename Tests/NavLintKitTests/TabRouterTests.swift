// One router type, one instance per tab: pushes made in a view land on the stack of the tab the view is shown in
// (docs/navigation.md#s4.5). A push made outside view code may land on any stack that binds the path.

import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintKit

final class TabRouterTests: XCTestCase {
    /// A podcast app whose two tabs each own a `Router` and inject it into their stack. `EpisodeRow`, shown in both
    /// tabs, pushes an `Episode` (mapped by the library tab only) and calls `router.play`, which pushes a
    /// `PlayerRoute` (also mapped by the library tab only): both fail in the discover tab, and each is reported once,
    /// with the discover stack as its note. Before, a push onto a path several stacks bind was reported only when
    /// none of them mapped its type, so both went unreported.
    func testAPushInAViewShownInTwoTabsIsCheckedAgainstEachTabsStack() {
        let dir = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/FaultyApps/PodcastTabs").path
        let result = Linter.run(paths: [dir], jobs: 1)
        XCTAssertTrue(result.scan.problems.isEmpty, "\(result.scan.problems)")
        XCTAssertEqual(AnalysisHarness.findingLines(result), [
            "PodcastApp.swift:23:21 unmapped-destination",
            "  note PodcastApp.swift:51:13 the NavigationStack searched is here; it maps \"Show\"",
            "  note Screens.swift:37:42 the function that pushes it is called here",
            "Screens.swift:36:56 unmapped-destination",
            "  note PodcastApp.swift:51:13 the NavigationStack searched is here; it maps \"Show\"",
        ])
    }

    static let tabs = """
    import SwiftUI
    struct Show: Hashable { let id: Int }
    struct Episode: Hashable { let id: Int }
    @Observable final class Router {
        var path = NavigationPath()
        func open(_ episode: Episode) { path.append(episode) }
    }
    struct Tabs: View {
        @State private var library = Router()
        @State private var discover = Router()
        var body: some View {
            TabView {
                NavigationStack(path: $library.path) {
                    LibraryView()
                        .navigationDestination(for: Episode.self) { Text("\\($0.id)") }
                }
                .environment(library)
                NavigationStack(path: $discover.path) {
                    DiscoverView()
                        .navigationDestination(for: Show.self) { Text("\\($0.id)") }
                }
                .environment(discover)
            }
        }
    }
    """

    func lint(_ screens: String) -> [String] {
        var configuration = LintConfiguration()
        configuration.only = ["unmapped-destination"]
        let sources = [SourceText(path: "Tabs.swift", text: Self.tabs), SourceText(path: "Screens.swift", text: screens)]
        return Linter.lint(sources, configuration: configuration).map {
            "\($0.location.line):\($0.location.column) \($0.notes.map { "\($0.location.line):\($0.location.column)" })"
        }
    }

    /// A view shown in the discover tab alone pushes an `Episode`, which only the library tab maps: it fails there,
    /// although another stack bound to a `Router` maps the type.
    func testAViewShownInOneTabIsCheckedAgainstThatTabsStackAlone() {
        let screens = """
        import SwiftUI
        struct LibraryView: View {
            var body: some View { Text("Library") }
        }
        struct DiscoverView: View {
            @Environment(Router.self) private var router
            var body: some View { Button("Latest") { router.path.append(Episode(id: 1)) } }
        }
        """
        XCTAssertEqual(lint(screens), ["7:65 [\"18:13\"]"])
    }

    /// The same push from the library tab's view, where `Episode` is mapped, is fine.
    func testAViewShownInTheTabThatMapsTheTypeIsSilent() {
        let screens = """
        import SwiftUI
        struct LibraryView: View {
            @Environment(Router.self) private var router
            var body: some View { Button("Latest") { router.path.append(Episode(id: 1)) } }
        }
        struct DiscoverView: View {
            var body: some View { Text("Discover") }
        }
        """
        XCTAssertEqual(lint(screens), [])
    }

    /// A push made in a router's method that no view code calls may land on either tab's stack; one of them maps
    /// `Episode`, so nothing is reported (the push is not tied to a stack).
    func testAPushOutsideViewCodeIsFineWhenOneOfTheStacksMapsIt() {
        let screens = """
        import SwiftUI
        struct LibraryView: View {
            var body: some View { Text("Library") }
        }
        struct DiscoverView: View {
            var body: some View { Text("Discover") }
        }
        """
        XCTAssertEqual(lint(screens), [])
    }
}
