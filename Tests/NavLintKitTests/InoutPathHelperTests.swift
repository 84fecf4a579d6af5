// Pushes made by helpers that take a stack's path `inout` (`DeepLinks.open(url, into: &path)`): each call hands in its
// own stack's path, and the values the helper pushes are checked against that stack.

import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintKit

final class InoutPathHelperTests: XCTestCase {
    /// A mail app with one stack per tab. The deep-link helper pushes a `Draft` no stack maps (reported in the helper,
    /// where the value is chosen, with a note at the call); the helper that pushes the mailbox it is given is fine on
    /// the inbox's stack and unmapped on the search tab's (reported at that call's argument); a typed path assigned
    /// whole in a helper is fine.
    func testEachCallChecksTheHelpersPushesAgainstTheStackWhosePathItHandsIn() {
        let dir = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/FaultyApps/MailDeepLinks").path
        let result = Linter.run(paths: [dir], jobs: 1)
        XCTAssertTrue(result.scan.problems.isEmpty, "\(result.scan.problems)")
        XCTAssertEqual(AnalysisHarness.findingLines(result), [
            "DeepLinks.swift:19:25 unmapped-destination",
            "  note Tabs.swift:7:9 the NavigationStack searched is here; it maps \"Mailbox\", \"Message\"",
            "  note Tabs.swift:14:44 the function that pushes it is called here",
            "Tabs.swift:28:36 unmapped-destination",
            "  note Tabs.swift:24:9 the NavigationStack searched is here; it maps \"Message\"",
        ])
        XCTAssertEqual(result.statistics.pushes, 6)
        XCTAssertEqual(result.statistics.resolvedPushes, 6)
    }

    /// Only a helper whose `inout` parameter has the type of a stack's path is followed: through a typealias too; a
    /// byte encoder's `inout [UInt8]` appends are not navigation.
    func testOnlyInoutParametersOfAPathTypeAreFollowed() {
        let source = """
        import SwiftUI
        typealias AppPath = NavigationPath
        struct Invoice: Hashable { let number: Int }
        enum Links {
            static func open(_ number: Int, into path: inout AppPath) { path.append(Invoice(number: number)) }
            static func encode(_ number: Int, into bytes: inout [UInt8]) { bytes.append(UInt8(number)) }
        }
        struct Billing: View {
            @State private var path = NavigationPath()
            @State private var bytes: [UInt8] = []
            var body: some View {
                NavigationStack(path: $path) { Text("Billing") }
                    .onOpenURL { _ in
                        Links.open(7, into: &path)
                        Links.encode(7, into: &bytes)
                    }
            }
        }
        """
        var configuration = LintConfiguration()
        configuration.only = ["unmapped-destination"]
        let result = Linter.lint([SourceText(path: "Billing.swift", text: source)], configuration: configuration)
        XCTAssertEqual(result.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, ["5:77 unmapped-destination"])
    }

    /// The indexer reads which parameters are `inout`, the pushes onto them, and the paths each call hands in.
    func testInoutParametersAndTheirArgumentsAreRecorded() {
        let source = """
        import SwiftUI
        enum Routes {
            static func open(_ url: URL, into path: inout NavigationPath) { path.append(url.lastPathComponent) }
        }
        struct Home: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) { Text("Home") }
                    .onOpenURL { url in Routes.open(url, into: &path) }
            }
        }
        """
        let facts = FileIndexer.index(Parser.parse(SourceText(path: "Home.swift", text: source)), file: 0)
        let open = facts.types.first { $0.name == "Routes" }?.methods.first
        XCTAssertEqual(open?.parameters.map(\.isInout), [false, true])
        XCTAssertEqual(facts.pushes.filter { $0.operation == .append }.map(\.target), [.parameter(1)])
        let call = facts.calls.first { $0.name == "open" }
        XCTAssertEqual(call?.inoutTargets.map(\.argument), [1])
        XCTAssertEqual(call?.inoutTargets.map(\.target), [.selfProperty("path")])
    }
}
