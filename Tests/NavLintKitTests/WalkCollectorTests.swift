// Rules that own their facts (`WalkCollector`): a rule's collector is made only when the rule is enabled, and what
// it keeps is read back by the rule alone.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintKit

final class WalkCollectorTests: XCTestCase {
    /// A push wrapper called after an await (push-after-await, found through the model's typed calls) and a
    /// `removeLast()` with no check (unguarded-remove-last): both rules read what their own collectors kept.
    static let app = """
        import SwiftUI

        enum Route: Hashable { case detail(Int) }

        @Observable final class Router {
            var path: [Route] = []
            func show(_ route: Route) { path.append(route) }
            func back() { path.removeLast() }
            func backIfAny() { if !path.isEmpty { path.removeLast() } }
        }

        @main struct CollectorApp: App {
            @State private var router = Router()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        HomeView(router: router)
                            .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    }
                }
            }
        }

        struct HomeView: View {
            let router: Router
            var body: some View {
                Button("Open") {
                    Task {
                        let id = await load()
                        router.show(.detail(id))
                    }
                }
            }
            func load() async -> Int { 1 }
        }

        """

    static let pushAfterAwait = """
        App.swift:30:24: warning: This navigation push runs after an await with no check that the screen is still shown: the user may have left it. Check Task.isCancelled or a flag cleared in onDisappear first. [push-after-await]
        App.swift:29:26: note: the await is here

        """
    static let unguardedRemoveLast = """
        App.swift:8:24: warning: 'removeLast()' traps when the navigation path is empty. Check isEmpty (or count) first, e.g. 'guard !path.isEmpty else { return }'. [unguarded-remove-last]

        """

    func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-collectors-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Self.app.write(toFile: dir + "/App.swift", atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func testOnlyAndDisableThroughTheBinary() throws {
        let dir = try folder()
        let all = try runNavLint(["lint", "-q", "App.swift"], in: dir)
        XCTAssertEqual(all.stdout, Self.unguardedRemoveLast + Self.pushAfterAwait)
        XCTAssertEqual(all.status, 0)
        let only = try runNavLint(["lint", "-q", "App.swift", "--only", "push-after-await"], in: dir)
        XCTAssertEqual(only.stdout, Self.pushAfterAwait)
        XCTAssertEqual(only.status, 0)
        let disabled = try runNavLint(["lint", "-q", "App.swift", "--disable", "push-after-await"], in: dir)
        XCTAssertEqual(disabled.stdout, Self.unguardedRemoveLast)
        XCTAssertEqual(disabled.status, 0)
        let other = try runNavLint(["lint", "-q", "App.swift", "--only", "unguarded-remove-last"], in: dir)
        XCTAssertEqual(other.stdout, Self.unguardedRemoveLast)
        XCTAssertEqual(other.status, 0)
    }

    /// The collectors the indexer is given are those of the enabled rules, and a file's facts hold a slot for each of
    /// them only.
    func testADisabledRuleMakesNoCollector() throws {
        func names(_ c: LintConfiguration) -> [String] { c.collectors.types.map { String(describing: $0) } }
        var configuration = LintConfiguration()
        XCTAssertEqual(names(configuration), ["Collector", "Collector"])
        XCTAssertTrue(configuration.collectors.types.contains { $0 == PushAfterAwait.Collector.self })
        XCTAssertTrue(configuration.collectors.types.contains { $0 == UnguardedRemoveLast.Collector.self })
        configuration.disabled = [PushAfterAwait.id]
        XCTAssertFalse(configuration.collectors.types.contains { $0 == PushAfterAwait.Collector.self })
        XCTAssertTrue(configuration.collectors.types.contains { $0 == UnguardedRemoveLast.Collector.self })

        let dir = try folder()
        let disabled = Linter.run(paths: [dir], jobs: 1, configuration: configuration)
        XCTAssertEqual(disabled.facts.count, 1)
        XCTAssertNil(disabled.facts[0].collected(by: PushAfterAwait.Collector.self))
        XCTAssertEqual(disabled.facts[0].collected(by: UnguardedRemoveLast.Collector.self)?.count, 1)
        XCTAssertEqual(disabled.diagnostics.map(\.ruleID), [UnguardedRemoveLast.id])

        var only = LintConfiguration()
        only.only = [UnmappedDestination.id]
        XCTAssertTrue(only.collectors.types.isEmpty)
        let none = Linter.run(paths: [dir], jobs: 1, configuration: only)
        XCTAssertTrue(none.facts[0].collected.isEmpty)
        // The facts the collectors saw are there all the same: one push, two removals, one call of a wrapper.
        XCTAssertEqual(none.facts[0].pushes.map(\.operation), [.append, .removeLast, .removeLast])
    }

    /// The guarded removal is not kept; the wrapper call after the await is kept by its index among the calls.
    func testWhatTheCollectorsKeep() throws {
        let facts = FileIndexer.index(Parser.parse(SourceText(path: "App.swift", text: Self.app)), file: 0,
                                      collectors: WalkCollectors([PushAfterAwait.Collector.self, UnguardedRemoveLast.Collector.self]))
        XCTAssertEqual(facts.collected(by: UnguardedRemoveLast.Collector.self), [1])
        let afterAwait = try XCTUnwrap(facts.collected(by: PushAfterAwait.Collector.self))
        XCTAssertTrue(afterAwait.pushes.isEmpty)
        XCTAssertEqual(afterAwait.calls.map { facts.calls[Int($0.index)].name }, ["show"])
        XCTAssertEqual(afterAwait.calls.map { "\($0.await.line):\($0.await.column)" }, ["29:26"])
    }
}
