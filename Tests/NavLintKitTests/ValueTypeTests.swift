// The types of link and pushed values, read the way real apps write them (issue 31, "Values"): one small app per
// domain under Tests/Fixtures/ValueTypes, each with the type NavLint reads for every value (`values.txt`) and its
// findings (`expected.txt`).

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class ValueTypeTests: XCTestCase {
    static let root = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/ValueTypes")

    static func apps() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The app's Swift files, by name within the app's folder, in name order.
    static func files(_ app: String) throws -> AnalysisHarness.Files {
        let folder = root.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// One line per value link and push: `File.swift:line:col link|push Type`, `?` for a value NavLint cannot type;
    /// in source order.
    static func values(_ files: AnalysisHarness.Files) -> String {
        let a = AnalysisHarness.analysis(files)
        var found: [(SourceLocation, String)] = []
        for (ri, r) in a.graph.regions.enumerated() {
            for (li, l) in r.links.enumerated() where l.kind == .value {
                let t = a.linkType(FactRef(region: Int32(ri), index: Int32(li)))
                found.append((l.valueLocation ?? l.location, "link \(t)"))
            }
        }
        for site in a.pushSites { found.append((site.location, "push \(site.type)")) }
        for at in a.unresolvedPushLocations { found.append((at, "push ?")) }
        return found.sorted { $0.0 < $1.0 || (!($1.0 < $0.0) && $0.1 < $1.1) }
            .map { "\(files[Int($0.0.file)].name):\($0.0.line):\($0.0.column) \($0.1)\n" }.joined()
    }

    func testEveryValueHasTheTypeItsAppSays() throws {
        let apps = try ValueTypeTests.apps()
        XCTAssertGreaterThanOrEqual(apps.count, 4)
        for app in apps {
            let expected = try String(contentsOf: ValueTypeTests.root.appendingPathComponent("\(app)/values.txt"), encoding: .utf8)
            XCTAssertEqual(ValueTypeTests.values(try ValueTypeTests.files(app)), expected, "Tests/Fixtures/ValueTypes/\(app)/values.txt")
        }
    }

    /// `navlint lint Tests/Fixtures/ValueTypes/<App>` prints exactly the app's `expected.txt`.
    func testFindingsAreTheAppsExpectedOnes() throws {
        for app in try ValueTypeTests.apps() {
            let expected = try String(contentsOf: ValueTypeTests.root.appendingPathComponent("\(app)/expected.txt"), encoding: .utf8)
            let result = Linter.run(paths: [ValueTypeTests.root.appendingPathComponent(app).path], jobs: 2)
            XCTAssertTrue(result.scan.problems.isEmpty, "\(app): \(result.scan.problems)")
            XCTAssertEqual(SampleTests.output(result), expected, "Tests/Fixtures/ValueTypes/\(app)/expected.txt")
        }
    }
}
