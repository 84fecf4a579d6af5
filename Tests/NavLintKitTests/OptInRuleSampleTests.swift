// The opt-in rules on the samples and the precision corpora: exact findings when enabled, none when not.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class OptInRuleSampleTests: XCTestCase {
    static let optInRules = ["path-binding-passed-down", "view-link-in-restored-stack"]

    /// Lints a folder of the repository with the given opt-in rules enabled on top of the defaults.
    static func lint(_ folder: String, enabling rules: [String]) -> LintResult {
        var configuration = LintConfiguration()
        configuration.enabledOptIn = Set(rules)
        return Linter.run(paths: [RulePage.repositoryRoot.path + "/" + folder], jobs: 1, configuration: configuration)
    }

    /// Each finding of `rule` as compiler-style lines (the finding, then its notes), paths relative to the repository.
    static func findings(_ result: LintResult, rule: String) -> [String] {
        let root = RulePage.repositoryRoot.path + "/"
        func place(_ l: SourceLocation) -> String {
            let path = result.paths[Int(l.file)]
            return (path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path) + ":\(l.line):\(l.column)"
        }
        return result.diagnostics.filter { $0.ruleID == rule }.flatMap { d in
            ["\(place(d.location)): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"] + d.notes.map { "\(place($0.location)): note: \($0.message)" }
        }
    }

    func testBothRulesAreOptInWithTheirSeverities() {
        for id in OptInRuleSampleTests.optInRules {
            XCTAssertEqual(RuleCatalog.rule(id)?.isOptIn, true, id)
        }
        XCTAssertEqual(RuleCatalog.rule("path-binding-passed-down")?.defaultSeverity, .info)
        XCTAssertEqual(RuleCatalog.rule("view-link-in-restored-stack")?.defaultSeverity, .warning)
    }

    /// Samples/README.md, Coordinator: `CommentsView` is handed the coordinator's path and appends to it itself.
    func testCoordinatorHandsThePathToCommentsViewWhichPushes() {
        let result = OptInRuleSampleTests.lint("Samples/Coordinator", enabling: ["path-binding-passed-down"])
        XCTAssertEqual(OptInRuleSampleTests.findings(result, rule: "path-binding-passed-down"), [
            "Samples/Coordinator/Views/RootView.swift:16:66: info: The navigation path 'NavigationCoordinator.path' is handed to CommentsView as a binding, and CommentsView changes it itself: navigation now has more than one owner. Keep the path in one coordinator or router and let CommentsView ask it to navigate. [path-binding-passed-down]",
            "Samples/Coordinator/Views/CommentsView.swift:5:18: note: CommentsView declares the binding here",
            "Samples/Coordinator/Views/CommentsView.swift:14:26: note: CommentsView changes the path here",
        ])
    }

    /// Samples/README.md, ColorsAndRecipes: `ColorDetail`'s view link is in the saved Kitchen stack (and also in the
    /// unsaved Palette stack): one finding, with notes at the Kitchen stack and where its path is saved.
    func testColorDetailViewLinkIsReportedOnceForTheSavedKitchenStack() {
        let result = OptInRuleSampleTests.lint("Samples/ColorsAndRecipes", enabling: ["view-link-in-restored-stack"])
        XCTAssertEqual(OptInRuleSampleTests.findings(result, rule: "view-link-in-restored-stack"), [
            "Samples/ColorsAndRecipes/Views/ColorDetail.swift:15:13: warning: This NavigationLink pushes a view, not a value: the view is not on the saved navigation path 'path', so it is lost when the path is restored. Push a Codable value with NavigationLink(value:) and map it with navigationDestination(for:). [view-link-in-restored-stack]",
            "Samples/ColorsAndRecipes/Navigation/NavigationManager.swift:27:43: note: the path is saved here",
            "Samples/ColorsAndRecipes/Views/ContentView.swift:8:9: note: the NavigationStack whose path is saved is here",
        ])
    }

    /// With both rules enabled, each sample gains exactly the findings Samples/README.md marks opt-in, and its other
    /// findings stay those of its expected.txt.
    func testEachSampleGainsOnlyItsOptInFindings() throws {
        let expected: [String: [String]] = [
            "RecipeBook": [],
            "ColorsAndRecipes": ["Samples/ColorsAndRecipes/Views/ColorDetail.swift:15:13 view-link-in-restored-stack"],
            "RouterApp": [],
            "Coordinator": ["Samples/Coordinator/Views/RootView.swift:16:66 path-binding-passed-down"],
            "LaunchFlow": [],
            "BackportShelf": ["Samples/BackportShelf/ShelfApp.swift:39:44 path-binding-passed-down"],
            "FlowTrips": ["Samples/FlowTrips/TripsApp.swift:29:31 path-binding-passed-down"],
            "StoreNavigation": [],
        ]
        let root = RulePage.repositoryRoot.path + "/"
        for name in SampleTests.samples {
            let result = OptInRuleSampleTests.lint("Samples/" + name, enabling: OptInRuleSampleTests.optInRules)
            XCTAssertTrue(result.scan.problems.isEmpty, "\(name): \(result.scan.problems)")
            let optIn = result.diagnostics.filter { OptInRuleSampleTests.optInRules.contains($0.ruleID) }.map {
                "\(result.paths[Int($0.location.file)].dropFirst(root.count)):\($0.location.line):\($0.location.column) \($0.ruleID)"
            }
            XCTAssertEqual(optIn, expected[name], name)

            var rest = result
            rest.diagnostics = result.diagnostics.filter { !OptInRuleSampleTests.optInRules.contains($0.ruleID) }
            let expectedText = try String(contentsOf: RulePage.repositoryRoot.appendingPathComponent("Samples/\(name)/expected.txt"), encoding: .utf8)
            XCTAssertEqual(SampleTests.output(rest), expectedText, "Samples/\(name)/expected.txt with the opt-in rules enabled")
        }
    }

    func testOptInRulesAreSilentOnTheSamplesByDefault() {
        for name in SampleTests.samples {
            let result = SampleTests.lint(name)
            XCTAssertEqual(result.diagnostics.filter { OptInRuleSampleTests.optInRules.contains($0.ruleID) }.count, 0, name)
        }
    }

    /// The precision corpora, with both rules enabled: `view-link-in-restored-stack` finds nothing. The correct apps
    /// that hand a stack's path to a child view that changes it are real instances of the handed-down path binding, docs/navigation.md#s7.1 (the
    /// code works; navigation has several owners), reported at each hand-down and nowhere else.
    func testOptInRulesOnThePrecisionCorpora() throws {
        var found: [String] = []
        for corpus in ["Tests/Fixtures/CorrectApps", "Tests/Fixtures/CorrectAppsAllRules"] {
            let root = RulePage.repositoryRoot.appendingPathComponent(corpus)
            for app in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
                let result = OptInRuleSampleTests.lint(corpus + "/" + app, enabling: OptInRuleSampleTests.optInRules)
                for d in result.diagnostics where OptInRuleSampleTests.optInRules.contains(d.ruleID) {
                    let file = (result.paths[Int(d.location.file)] as NSString).lastPathComponent
                    found.append("\(app)/\(file):\(d.location.line):\(d.location.column) \(d.ruleID)")
                }
            }
        }
        XCTAssertEqual(found, [
            "06-binding-to-child/App.swift:17:29 path-binding-passed-down",
            "06-binding-to-child/App.swift:19:48 path-binding-passed-down",
            "74-shared-binding-child-two-tabs/App.swift:23:35 path-binding-passed-down",
            "74-shared-binding-child-two-tabs/App.swift:37:35 path-binding-passed-down",
            "79-shared-binding-persisted-tab/App.swift:25:39 path-binding-passed-down",
            "79-shared-binding-persisted-tab/App.swift:42:39 path-binding-passed-down",
            "30-fullscreen-own-stack/App.swift:20:40 path-binding-passed-down",
            "30-fullscreen-own-stack/App.swift:21:85 path-binding-passed-down",
        ])
    }
}
