// Correct SwiftUI apps that must produce no finding: a corpus collected by hunting false positives.

import Foundation
import XCTest
@testable import NavLintKit

final class PrecisionTests: XCTestCase {
    /// Each folder of Tests/Fixtures/CorrectApps is a small correct app (routers, view modifiers, split views,
    /// tabs, sheets, #if, Codable extensions, name collisions …). None may be reported by the rules that judge
    /// scopes and types; some of these apps trip false positives NavLint once had.
    func testCorrectAppsHaveNoFindings() throws {
        let root = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/CorrectApps")
        let apps = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        XCTAssertGreaterThanOrEqual(apps.count, 90)
        var configuration = LintConfiguration()
        configuration.only = ["unmapped-destination", "destination-in-lazy-container", "non-codable-path-element", "duplicate-destination"]
        for app in apps {
            let result = Linter.run(paths: [root.appendingPathComponent(app).path], jobs: 1, configuration: configuration)
            XCTAssertTrue(result.scan.problems.isEmpty, "\(app): \(result.scan.problems)")
            let found = result.diagnostics.map { "\(result.paths[Int($0.location.file)]):\($0.location.line):\($0.location.column) \($0.ruleID)" }
            XCTAssertEqual(found, [], app)
        }
    }

    /// The iOS 17 form `.onChange(of: path) { _, newPath in … newPath.codable … }` saves the path: the closure's
    /// parameter is the observed path.
    func testPathSavedThroughOnChangeParameterIsSaved() {
        let dir = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/FaultyApps/OnChangeSavedPath").path
        let result = Linter.run(paths: [dir], jobs: 1)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, ["17:47 non-codable-path-element"])
        XCTAssertEqual(result.diagnostics.first?.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }, ["23:40 the path is saved here"])
    }

    /// Each folder of Tests/Fixtures/CorrectAppsAllRules is a correct app written to trip the rule catalog
    /// (availability fallbacks, stacks built by helpers, sheets with their own stack, guarded removeLast,
    /// cancelled tasks …): no rule may report anything.
    func testCorrectAppsHaveNoFindingsUnderAnyRule() throws {
        let root = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/CorrectAppsAllRules")
        let apps = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        XCTAssertGreaterThanOrEqual(apps.count, 50)
        for app in apps {
            let result = Linter.run(paths: [root.appendingPathComponent(app).path], jobs: 1)
            XCTAssertTrue(result.scan.problems.isEmpty, "\(app): \(result.scan.problems)")
            let found = result.diagnostics.map { "\(result.paths[Int($0.location.file)]):\($0.location.line):\($0.location.column) \($0.ruleID)" }
            XCTAssertEqual(found, [], app)
        }
    }
}
