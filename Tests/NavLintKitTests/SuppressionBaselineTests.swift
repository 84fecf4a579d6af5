// Suppression comments and baselines, through the built executable.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class SuppressionBaselineTests: XCTestCase {
    /// Three links to a type with no destination (lines 10, 11, 12), one `NavigationView` (line 16).
    static func app(_ marks: [Int: String] = [:], prefix: String = "") -> String {
        var lines = """
        import SwiftUI

        struct Dish: Hashable { var name: String }

        @main
        struct MenuApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NavigationLink("Soup", value: Dish(name: "Soup"))
                        NavigationLink("Pie", value: Dish(name: "Pie"))
                        NavigationLink("Tart", value: Dish(name: "Tart"))
                    }
                }
                WindowGroup(id: "legacy") {
                    NavigationView { Text("Old") }
                }
            }
        }
        """.components(separatedBy: "\n")
        // Ends of lines first (they do not move lines), then new lines from the bottom up.
        for (line, comment) in marks.sorted(by: { ($0.key < 0 ? 1 : 0, $0.key) > ($1.key < 0 ? 1 : 0, $1.key) }) {
            if line > 0 {
                lines.insert(String(repeating: " ", count: 16) + comment, at: line - 1)  // a line of its own before `line`
            } else {
                lines[-line - 1] += " " + comment                                          // at the end of line -line
            }
        }
        return prefix + lines.joined(separator: "\n") + "\n"
    }

    func findings(_ source: String, _ arguments: [String] = []) throws -> [String] {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", source)
        let run = try runNavLint(["-q"] + arguments + ["App.swift"], in: dir.path)
        return run.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map {
            let parts = $0.split(separator: ":", maxSplits: 3)
            return "\(parts[1]):\(parts[2]) \($0.split(separator: "[").last!.dropLast())"
        }
    }

    func testWithoutSuppressions() throws {
        XCTAssertEqual(try findings(Self.app()), ["10:47 unmapped-destination", "11:46 unmapped-destination", "12:47 unmapped-destination",
                                                  "16:13 deprecated-navigation-api"])
    }

    func testNextThisPreviousAndReasons() throws {
        let source = Self.app([10: "// navlint:disable:next unmapped-destination - registered in a package", -12: "// navlint:disable:this unmapped-destination"])
        // The inserted line moves the rest down by one.
        XCTAssertEqual(try findings(source), ["12:46 unmapped-destination", "17:13 deprecated-navigation-api"])
        let previous = Self.app([12: "// navlint:disable:previous unmapped-destination"])
        XCTAssertEqual(try findings(previous), ["10:47 unmapped-destination", "13:47 unmapped-destination", "17:13 deprecated-navigation-api"])
    }

    func testRegionsAllAndEnable() throws {
        var source = Self.app([10: "// navlint:disable all", 12: "// navlint:enable unmapped-destination"])
        XCTAssertEqual(try findings(source), ["14:47 unmapped-destination"], "all covers the NavigationView too; enable ends only the rule it names")
        source = Self.app([10: "/* navlint:disable unmapped-destination deprecated-navigation-api */"])
        XCTAssertEqual(try findings(source), [], "a region runs to the end of the file")
    }

    func testSuperfluousAndUnknownSuppressionsAreReported() throws {
        let source = Self.app([13: "// navlint:disable:next unmapped-destination", 1: "// navlint:disable:next duplicate-destinaton",
                               16: "// navlint:disable:next deprecated-navigation-api unmapped-destination", 9: "// navlint:ignore all"])
        XCTAssertEqual(try findings(source), [
            "1:17 superfluous-suppression",   // names no rule
            "10:17 superfluous-suppression",  // not a command
            "12:47 unmapped-destination", "13:46 unmapped-destination", "14:47 unmapped-destination",
            "15:17 superfluous-suppression",  // the next line is `}`
            "19:17 superfluous-suppression",  // deprecated-navigation-api is used, unmapped-destination is not
        ])
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", source)
        let run = try runNavLint(["-q", "--only", "superfluous-suppression", "App.swift"], in: dir.path)
        XCTAssertEqual(run.stdout, """
        App.swift:1:17: warning: 'navlint:disable:next' names no rule 'duplicate-destinaton'. Did you mean 'duplicate-destination'? [superfluous-suppression]
        App.swift:10:17: warning: 'navlint:ignore' is not a NavLint command. Use navlint:disable, navlint:enable, navlint:disable:next, navlint:disable:this or navlint:disable:previous. [superfluous-suppression]

        """, "with only this rule running, suppressions of the other rules cannot be judged and are left alone")
        // Turned off like any rule.
        XCTAssertEqual(try findings(source, ["--disable", "superfluous-suppression"]), ["12:47 unmapped-destination", "13:46 unmapped-destination", "14:47 unmapped-destination"])
    }

    // MARK: - Baselines

    func testBaselineRecordsMatchesByLineTextAndShrinks() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App/App.swift", Self.app())
        // Recording: exit 0, the findings still printed, the file exact.
        var run = try runNavLint(["--write-baseline", "navlint-baseline.json", "App"], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.hasSuffix("Found 3 errors, 1 warning, 0 info\nWrote 4 findings to the baseline navlint-baseline.json\n"), run.stderr)
        let message = "A NavigationLink is presenting a value of type \\\"Dish\\\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: Dish.self) where the link's stack can see it."
        func entry(_ rule: String, _ source: String, _ message: String) -> String {
            "    {\n      \"rule\": \"\(rule)\",\n      \"path\": \"App/App.swift\",\n      \"source\": \"\(source)\",\n      \"message\": \"\(message)\",\n      \"count\": 1\n    }"
        }
        let deprecated = "'NavigationView' is deprecated since iOS 16. Use NavigationStack, or NavigationSplitView for columns."
        let baselineText = try String(contentsOfFile: dir.full("navlint-baseline.json"), encoding: .utf8)
        XCTAssertEqual(baselineText, "{\n  \"schemaVersion\": 1,\n  \"findings\": [\n" + [
            entry("deprecated-navigation-api", "NavigationView { Text(\\\"Old\\\") }", deprecated),
            entry("unmapped-destination", "NavigationLink(\\\"Pie\\\", value: Dish(name: \\\"Pie\\\"))", message),
            entry("unmapped-destination", "NavigationLink(\\\"Soup\\\", value: Dish(name: \\\"Soup\\\"))", message),
            entry("unmapped-destination", "NavigationLink(\\\"Tart\\\", value: Dish(name: \\\"Tart\\\"))", message),
        ].joined(separator: ",\n") + "\n  ]\n}\n")

        // Nothing new: clean, whatever the working directory.
        run = try runNavLint(["--baseline", "navlint-baseline.json", "App"], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasSuffix("No findings\nBaseline: 4 findings held back; every entry still occurs\n"), run.stderr)
        XCTAssertEqual(try runNavLint(["-q", "--baseline", "../navlint-baseline.json", "."], in: dir.full("App")), CLIRunResult(status: 0, stdout: "", stderr: ""))

        // Lines added above move every finding: still matched. A new finding is reported; a fixed one is stale.
        let edited = Self.app().replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n// Menu screens.\n")
            .replacingOccurrences(of: "NavigationLink(\"Pie\", value: Dish(name: \"Pie\"))", with: "NavigationLink(\"Cake\", value: Dish(name: \"Cake\"))")
            .replacingOccurrences(of: "NavigationView { Text(\"Old\") }", with: "NavigationStack { Text(\"Old\") }")
        try dir.write("App/App.swift", edited)
        run = try runNavLint(["--baseline", "navlint-baseline.json", "App"], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("App/App.swift:13:47: error: A NavigationLink is presenting a value of type \"Dish\""), run.stdout)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1)
        XCTAssertTrue(run.stderr.hasSuffix("Found 1 error, 0 warnings, 0 info\nBaseline: 2 findings held back; 2 entries no longer occur (rewrite it with --write-baseline)\n"), run.stderr)
        // --strict-baseline fails on stale entries even when nothing new is found.
        run = try runNavLint(["-q", "--baseline", "navlint-baseline.json", "--disable", "unmapped-destination", "App"], in: dir.path)
        XCTAssertEqual(run.status, 0)
        // Entries of a rule that did not run are not judged: only the NavigationView entry is stale here.
        run = try runNavLint(["-q", "--baseline", "navlint-baseline.json", "--strict-baseline", "--disable", "unmapped-destination", "App"], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 1, stdout: "", stderr: "error: 1 entry of the baseline navlint-baseline.json no longer occurs; rewrite it with --write-baseline\n"))
        run = try runNavLint(["-q", "--baseline", "navlint-baseline.json", "--strict-baseline", "--only", "unmapped-destination", "App"], in: dir.path)
        XCTAssertEqual(run.stderr, "error: 1 entry of the baseline navlint-baseline.json no longer occurs; rewrite it with --write-baseline\n", "the Pie link's entry")
        // Nor are entries of files not linted this time.
        try dir.write("Other/B.swift", "struct B {}\n")
        run = try runNavLint(["--baseline", "navlint-baseline.json", "--strict-baseline", "--disable", "unmapped-destination", "--disable", "deprecated-navigation-api", "Other"], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.hasSuffix("Baseline: 0 findings held back; every entry still occurs\n"), run.stderr)
    }

    func testBaselineCountsRepeatedLines() throws {
        let dir = try CLIScratchDirectory()
        let one = Self.app().replacingOccurrences(of: "NavigationLink(\"Pie\", value: Dish(name: \"Pie\"))", with: "NavigationLink(\"Soup\", value: Dish(name: \"Soup\"))")
        try dir.write("App.swift", one)
        XCTAssertEqual(try runNavLint(["-q", "--write-baseline", "b.json", "."], in: dir.path).status, 0)
        XCTAssertTrue(try String(contentsOfFile: dir.full("b.json"), encoding: .utf8).contains("\"count\": 2"))
        // A third copy of the same line is one new finding, reported at the last copy.
        let three = one.replacingOccurrences(of: "NavigationLink(\"Tart\", value: Dish(name: \"Tart\"))", with: "NavigationLink(\"Soup\", value: Dish(name: \"Soup\"))")
        try dir.write("App.swift", three)
        let run = try runNavLint(["--baseline", "b.json", "."], in: dir.path)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.prefix(15) }, ["App.swift:12:47"])
        XCTAssertTrue(run.stderr.hasSuffix("Baseline: 3 findings held back; 1 entry no longer occurs (rewrite it with --write-baseline)\n"), run.stderr)
    }

    func testBadBaselineFiles() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", "struct A {}\n")
        XCTAssertEqual(try runNavLint(["--baseline", "none.json", "."], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: none.json: cannot read the baseline (no such file); check the path, or create it with --write-baseline none.json\n"))
        try dir.write("bad.json", "{\"findings\": [}")
        XCTAssertEqual(try runNavLint(["--baseline", "bad.json", "."], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: bad.json:1:15: the baseline is not valid JSON: expected a JSON value (an object, array, string, number, true, false or null); write it again with --write-baseline\n"))
        try dir.write("other.json", "{\"findings\": []}")
        XCTAssertEqual(try runNavLint(["--baseline", "other.json", "."], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: other.json: not a NavLint baseline (schemaVersion 1 with a findings array); write it with --write-baseline\n"))
        XCTAssertEqual(try runNavLint(["--write-baseline", "no/dir/b.json", "."], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: no/dir/b.json: the directory 'no/dir' does not exist; create it first (mkdir -p 'no/dir')\n"))
    }
}

extension SuppressionBaselineTests {
    /// Directives of every kind in one file, each judged by the directives aimed at its line and by the last region
    /// directive before it that names its rule or `all`; reports about suppressions are silenced by the directives
    /// that name `superfluous-suppression` itself (up to its `enable`).
    func testMixedDirectivesInOneFile() {
        let source = """
        import SwiftUI
        struct M1: Hashable {}
        struct M2: Hashable {}
        // navlint:disable superfluous-suppression
        struct Root: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        // navlint:disable all
                        NavigationLink("a", value: M1())
                        // navlint:enable unmapped-destination
                        NavigationLink("b", value: M2())
                        // navlint:enable all
                        NavigationLink("c", value: M1()) // navlint:disable:this unmapped-destination, unused-destination
                        NavigationLink("d", value: M2())
                        // navlint:disable:previous unmapped-destination
                        // navlint:disable:next all
                        NavigationLink("e", value: M1())
                        // navlint:disable unmapped-destination
                        // navlint:disable:next unknown-rule
                        NavigationLink("f", value: M2())
                        // navlint:enable superfluous-suppression
                        // navlint:disable:next navigation-loop
                        NavigationLink("g", value: M2())
                        // navlint:bogus
                    }
                }
            }
        }
        """
        var configuration = LintConfiguration()
        configuration.enabledOptIn = [SuperfluousSuppression.id]
        let found = Linter.lint([SourceText(path: "A.swift", text: source)], configuration: configuration)
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }, [
            "12:44 unmapped-destination: A NavigationLink is presenting a value of type \"M2\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: M2.self) where the link's stack can see it.",
            "23:17 superfluous-suppression: 'navlint:disable:next navigation-loop' suppresses no finding. Remove it.",
            "25:17 superfluous-suppression: 'navlint:bogus' is not a NavLint command. Use navlint:disable, navlint:enable, navlint:disable:next, navlint:disable:this or navlint:disable:previous.",
        ])
    }
}
