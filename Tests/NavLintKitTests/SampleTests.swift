// Each sample app's findings are exactly its expected.txt: the stdout of `navlint lint Samples/<Name>`.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class SampleTests: XCTestCase {
    static let samples = ["RecipeBook", "ColorsAndRecipes", "RouterApp", "Coordinator", "LaunchFlow", "BackportShelf", "FlowTrips", "StoreNavigation"]

    /// Lints a sample as `navlint lint Samples/<Name>` run from the repository root would.
    static func lint(_ name: String, jobs: Int = 2) -> LintResult {
        let root = RulePage.repositoryRoot.path
        return Linter.run(paths: [root + "/Samples/" + name], jobs: jobs)
    }

    static func output(_ result: LintResult) -> String {
        let root = RulePage.repositoryRoot.path + "/"
        let paths = result.paths.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
        return TextReporter.render(result.diagnostics, paths: paths)
    }

    func testEverySampleMatchesItsExpectedOutput() throws {
        for name in SampleTests.samples {
            let expectedURL = RulePage.repositoryRoot.appendingPathComponent("Samples/\(name)/expected.txt")
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            let result = SampleTests.lint(name)
            XCTAssertTrue(result.scan.problems.isEmpty, "\(name): \(result.scan.problems)")
            XCTAssertEqual(SampleTests.output(result), expected, "Samples/\(name)/expected.txt")
        }
    }

    func testRecipeBookHasOnlyItsDeliberateLazyContainerFinding() {
        let result = SampleTests.lint("RecipeBook")
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["destination-in-lazy-container"])
        XCTAssertEqual(result.diagnostics.first.map { "\($0.location.line):\($0.location.column)" }, "32:26")
    }

    func testOnlyRouterAppHasAnErrorSoOnlyItExitsWithOne() {
        for name in SampleTests.samples {
            let result = SampleTests.lint(name)
            XCTAssertEqual(result.count(.error) > 0, name == "RouterApp", name)
        }
    }

    func testOutputIsTheSameForOneAndTwoJobs() {
        for name in SampleTests.samples {
            XCTAssertEqual(SampleTests.output(SampleTests.lint(name, jobs: 1)), SampleTests.output(SampleTests.lint(name, jobs: 2)), name)
        }
    }

    /// Files are indexed and rules run on several threads at once: with every rule on (opt-in ones too), the
    /// findings on the samples and fixtures are the same, in the same order, on one thread and on four.
    func testEveryRuleGivesTheSameFindingsOnOneAndFourThreads() {
        var configuration = LintConfiguration()
        configuration.only = Set(RuleCatalog.all.map { $0.id })
        let root = RulePage.repositoryRoot
        let folders = ["Samples", "Tests/Fixtures/CorrectApps", "Tests/Fixtures/CorrectAppsAllRules", "Tests/Fixtures/FaultyApps"]
        var total = 0
        for folder in folders {
            let path = root.appendingPathComponent(folder).path
            let one = Linter.run(paths: [path], jobs: 1, configuration: configuration)
            let four = Linter.run(paths: [path], jobs: 4, configuration: configuration)
            XCTAssertEqual(four.diagnostics, one.diagnostics, folder)
            XCTAssertEqual(four.statistics, one.statistics, folder)
            total += one.diagnostics.count
        }
        XCTAssertGreaterThan(total, 20)
    }
}
