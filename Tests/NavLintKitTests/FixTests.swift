// `navlint lint --fix`, `--diff` and `--unsafe-fixes` through the built executable: exact file contents after a
// fix, exact diffs, exit codes, idempotence, line breaks and indentation, rollback, permissions, files that cannot
// be written, baselines, and the fixes in the json and sarif reports.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

final class FixTests: XCTestCase {
    /// An app with four fixable findings: a misplaced title and a stack style on a stack, a NavigationView with
    /// one view, and a NavigationView nested in a stack.
    static let app = """
    import SwiftUI

    @main
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    NoteList()
                }
                .navigationTitle("Notes")
                .navigationViewStyle(.stack)
            }
        }
    }

    struct NoteList: View {
        var body: some View {
            List {
                NavigationLink("Settings", destination: SettingsView())
            }
        }
    }

    struct HelpView: View {
        var body: some View {
            NavigationView {
                List {
                    Text("Help")
                }
                .navigationTitle("Help")
            }
            .navigationViewStyle(StackNavigationViewStyle())
        }
    }

    struct SettingsView: View {
        var body: some View {
            NavigationView {
                Form {
                    Text("Settings")
                }
            }
        }
    }

    """

    static let fixedApp = """
    import SwiftUI

    @main
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    NoteList()
                        .navigationTitle("Notes")
                }
            }
        }
    }

    struct NoteList: View {
        var body: some View {
            List {
                NavigationLink("Settings", destination: SettingsView())
            }
        }
    }

    struct HelpView: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Help")
                }
                .navigationTitle("Help")
            }
        }
    }

    struct SettingsView: View {
        var body: some View {
            Form {
                Text("Settings")
            }
        }
    }

    """

    static let appDiff = """
    --- App.swift
    +++ App.swift
    @@ -6,9 +6,8 @@
             WindowGroup {
                 NavigationStack {
                     NoteList()
    +                    .navigationTitle("Notes")
                 }
    -            .navigationTitle("Notes")
    -            .navigationViewStyle(.stack)
             }
         }
     }
    @@ -23,22 +22,19 @@
     
     struct HelpView: View {
         var body: some View {
    -        NavigationView {
    +        NavigationStack {
                 List {
                     Text("Help")
                 }
                 .navigationTitle("Help")
             }
    -        .navigationViewStyle(StackNavigationViewStyle())
         }
     }
     
     struct SettingsView: View {
         var body: some View {
    -        NavigationView {
    -            Form {
    -                Text("Settings")
    -            }
    +        Form {
    +            Text("Settings")
             }
         }
     }

    """

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testDiffPrintsTheFixesAndChangesNothing() throws {
        let dir = try CLIScratchDirectory()
        let file = try dir.write("App.swift", FixTests.app)
        let run = try runNavLint(["lint", "--diff", "."], in: dir.path)
        XCTAssertEqual(run.status, 1, run.description)
        XCTAssertEqual(run.stdout, FixTests.appDiff)
        XCTAssertEqual(run.stderr, "Would fix 4 findings in 1 file\n")
        XCTAssertEqual(try read(file), FixTests.app)
        // The diff is one `patch -p0` applies: it gives exactly what --fix writes.
        let quiet = try runNavLint(["lint", "-q", "--diff", "."], in: dir.path)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.stdout, FixTests.appDiff)
    }

    func testFixWritesTheFixesAndIsIdempotent() throws {
        let dir = try CLIScratchDirectory()
        let file = try dir.write("App.swift", FixTests.app)
        let run = try runNavLint(["lint", "--fix", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("Fixed 4 findings in 1 file\nScanned 1 file"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("No findings\n"), run.stderr)
        XCTAssertEqual(try read(file), FixTests.fixedApp)
        // A second --fix changes nothing, and --diff has nothing to show.
        let again = try runNavLint(["lint", "-q", "--fix", "."], in: dir.path)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try read(file), FixTests.fixedApp)
        let diff = try runNavLint(["lint", "--diff", "."], in: dir.path)
        XCTAssertEqual(diff.status, 0)
        XCTAssertEqual(diff.stdout, "")
        XCTAssertEqual(diff.stderr, "No fixes to make\n")
    }

    func testFindingsThatRemainAreReportedAfterFixing() throws {
        let dir = try CLIScratchDirectory()
        let file = try dir.write("Account.swift", """
        import SwiftUI

        struct AccountView: View {
            @State private var showsTransfer = false

            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("Transfer"), isActive: $showsTransfer) {
                        Text("Transfer")
                    }
                }
            }
        }

        """)
        let run = try runNavLint(["lint", "-q", "--fix", "--strict", "."], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "Account.swift:8:13: warning: 'NavigationLink(isActive:)' is deprecated since iOS 16. Use .navigationDestination(isPresented:) or a path. [deprecated-navigation-api]\n")
        XCTAssertTrue(try read(file).contains("        NavigationStack {\n            NavigationLink(destination:"))
    }

    /// Tabs and CRLF line breaks are kept, in the lines a fix changes and in those it adds.
    func testLineBreaksAndIndentationAreKept() throws {
        let dir = try CLIScratchDirectory()
        let source = "import SwiftUI\r\n\r\nstruct HelpView: View {\r\n\tvar body: some View {\r\n\t\tNavigationView {\r\n\t\t\tText(\"Help\")\r\n\t\t}\r\n\t\t.navigationTitle(\"Help\")\r\n\t\t.navigationViewStyle(.stack)\r\n\t}\r\n}\r\n"
        let file = try dir.write("Help.swift", source)
        let run = try runNavLint(["lint", "-q", "--fix", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(try read(file), "import SwiftUI\r\n\r\nstruct HelpView: View {\r\n\tvar body: some View {\r\n\t\tNavigationStack {\r\n\t\t\tText(\"Help\")\r\n\t\t\t\t.navigationTitle(\"Help\")\r\n\t\t}\r\n\t}\r\n}\r\n")
    }

    /// The stack style on a view that holds no NavigationView does nothing: removed, with its line. On a `Group` that
    /// shows one, the NavigationView's fix is kept although the style's advice then changes (it does nothing now):
    /// the same finding, not a new one. A second `--fix` removes the style.
    func testStackStyleOnAViewWithNoNavigationViewIsRemoved() throws {
        let dir = try CLIScratchDirectory()
        let source = """
        import SwiftUI

        struct MutedWordsView: View {
            var body: some View {
                List {
                    Text("spoiler")
                }
                .navigationTitle("Muted words")
                .navigationViewStyle(.stack)
            }
        }

        """
        let file = try dir.write("MutedWords.swift", source)
        let run = try runNavLint(["lint", "--fix", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertTrue(run.stderr.hasPrefix("Fixed 1 finding in 1 file\n"), run.stderr)
        XCTAssertEqual(try read(file), source.replacingOccurrences(of: "        .navigationViewStyle(.stack)\n", with: ""))
        let kept = "import SwiftUI\n\nstruct HelpView: View {\n    var body: some View {\n        Group { NavigationView { Text(\"Help\") } }\n            .navigationViewStyle(.stack)\n    }\n}\n"
        let other = try dir.write("Help.swift", kept)
        let again = try runNavLint(["lint", "-q", "--fix", "."], in: dir.path)
        XCTAssertEqual(again.status, 0, again.description)
        XCTAssertEqual(again.stdout, "Help.swift:6:14: warning: \(DeprecatedNavigationAPI.stackStyleWithoutNavigationViewMessage) [deprecated-navigation-api]\n")
        XCTAssertEqual(try read(other), kept.replacingOccurrences(of: "NavigationView {", with: "NavigationStack {"))
        _ = try runNavLint(["lint", "-q", "--fix", "."], in: dir.path)
        XCTAssertEqual(try read(other), kept.replacingOccurrences(of: "NavigationView {", with: "NavigationStack {")
                                            .replacingOccurrences(of: "            .navigationViewStyle(.stack)\n", with: ""))
    }

    /// A NavigationView that may show a second column (its content is an `if`) is an unsafe fix: only with
    /// --unsafe-fixes. One with two views (columns) has no fix.
    func testUnsafeFixesNeedTheirOption() throws {
        let dir = try CLIScratchDirectory()
        let source = """
        import SwiftUI

        struct MailView: View {
            var compact = true

            var body: some View {
                NavigationView(content: {
                    if compact {
                        List { Text("Inbox") }
                    } else {
                        List { Text("Inbox") }
                        Text("Select a mailbox")
                    }
                })
            }
        }

        struct ColumnsView: View {
            var body: some View {
                NavigationView {
                    List { Text("Inbox") }
                    Text("Select a mailbox")
                }
            }
        }

        """
        let file = try dir.write("Mail.swift", source)
        let safe = try runNavLint(["lint", "--fix", "-q", "."], in: dir.path)
        XCTAssertEqual(safe.status, 0)
        XCTAssertEqual(try read(file), source)
        let diff = try runNavLint(["lint", "--diff", "."], in: dir.path)
        XCTAssertEqual(diff.status, 0)
        XCTAssertEqual(diff.stderr, "No fixes to make; 1 more with --unsafe-fixes\n")
        let unsafe = try runNavLint(["lint", "--fix", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertTrue(unsafe.stderr.hasPrefix("Fixed 1 finding in 1 file (1 unsafe fix)\n"), unsafe.stderr)
        XCTAssertEqual(try read(file), source.replacingOccurrences(of: "NavigationView(content:", with: "NavigationStack(root:"))
        let usage = try runNavLint(["lint", "--unsafe-fixes", "."], in: dir.path)
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.stderr, "error: --unsafe-fixes needs --fix or --diff (it lets them apply the fixes marked unsafe too)\n")
    }

    /// A fix after which another finding would appear is rolled back and reported; the others are applied.
    func testAFixThatBringsANewFindingIsRolledBack() throws {
        let dir = try CLIScratchDirectory()
        let source = """
        import SwiftUI

        @main
        struct MailApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        struct RootView: View {
            var body: some View {
                NavigationView {
                    Inbox()
                }
            }
        }

        struct Inbox: View {
            var body: some View {
                NavigationStack {
                    Text("Inbox")
                }
                .navigationViewStyle(.stack)
            }
        }

        """
        let file = try dir.write("Mail.swift", source)
        let run = try runNavLint(["lint", "-q", "--fix", "."], in: dir.path)
        XCTAssertEqual(run.stderr, "warning: Mail.swift:12:9: fix not applied (Replace 'NavigationView' with 'NavigationStack') [deprecated-navigation-api]: a new finding would appear at line 20: This NavigationStack is shown inside another NavigationStack (its view is pushed on that stack or composed into it): the inner stack gets its own navigation bar and path, and links inside it no longer push on the outer stack. Remove it and let the view use the enclosing stack. [nested-navigation-stack]\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(try read(file), source.replacingOccurrences(of: "        }\n        .navigationViewStyle(.stack)\n", with: "        }\n"))
    }

    /// A fix is not offered where the parser had to recover around its site.
    func testNoFixWhereTheFileDidNotParseCleanly() throws {
        let dir = try CLIScratchDirectory()
        let source = """
        import SwiftUI

        struct HelpView: View {
            var body: some View {
                NavigationView {
                    Text("Help") ) ]
                }
            }
        }

        """
        let file = try dir.write("Help.swift", source)
        let lint = try runNavLint(["lint", "-q", "."], in: dir.path)
        XCTAssertTrue(lint.stdout.contains("[deprecated-navigation-api]"), lint.description)
        let run = try runNavLint(["lint", "--diff", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try read(file), source)
    }

    func testPermissionsAreKept() throws {
        let dir = try CLIScratchDirectory()
        let file = try dir.write("App.swift", FixTests.app)
        XCTAssertEqual(chmod(file, 0o640), 0)
        let run = try runNavLint(["lint", "-q", "--fix", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        var st = stat()
        XCTAssertEqual(stat(file, &st), 0)
        XCTAssertEqual(st.st_mode & 0o7777, 0o640)
        XCTAssertEqual(try read(file), FixTests.fixedApp)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["App.swift"])
    }

    /// A read-only file and a symbolic link out of the linted folder are not written: a message names each, the
    /// run exits 2, and the other files are still fixed.
    func testFilesThatCannotBeWrittenAreReportedAndTheOthersFixed() throws {
        func flag(_ name: String) -> String {
            "import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        NavigationStack { Text(\"\(name)\") }\n            .navigationViewStyle(.stack)\n    }\n}\n"
        }
        func fixed(_ name: String) -> String {
            "import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        NavigationStack { Text(\"\(name)\") }\n    }\n}\n"
        }
        let dir = try CLIScratchDirectory()
        let outside = try CLIScratchDirectory()
        let target = try outside.write("Linked.swift", flag("Linked"))
        try dir.mkdir("App")
        try dir.symlink("App/Linked.swift", to: target)
        let readOnly = try dir.write("App/ReadOnly.swift", flag("ReadOnly"))
        XCTAssertEqual(chmod(readOnly, 0o444), 0)
        let writable = try dir.write("App/Writable.swift", flag("Writable"))
        let run = try runNavLint(["lint", "-q", "--fix", "App"], in: dir.path)
        XCTAssertEqual(run.status, 2, run.description)
        XCTAssertEqual(run.stderr, """
        error: App/Linked.swift: cannot write the fixes: it is a symbolic link to '\(Paths.real(target))', outside the linted files
        error: App/ReadOnly.swift: cannot write the fixes: the file is read-only

        """)
        XCTAssertEqual(try read(target), flag("Linked"))
        XCTAssertEqual(try read(readOnly), flag("ReadOnly"))
        XCTAssertEqual(try read(writable), fixed("Writable"))
        // The findings of the files not written remain.
        XCTAssertEqual(run.stdout.components(separatedBy: "\n").filter { $0.contains("[deprecated-navigation-api]") }.count, 2, run.stdout)
    }

    func testAFileGoneMeanwhileIsReported() {
        let failure = FixWriter.write(Array("x".utf8), to: "/nonexistent-navlint/Gone.swift", expected: [], roots: ["/nonexistent-navlint"])
        XCTAssertEqual(failure, "/nonexistent-navlint/Gone.swift: cannot write the fixes: the file no longer exists")
    }

    /// With a baseline, only the findings it does not hold are fixed.
    func testFixWithABaselineFixesOnlyNewFindings() throws {
        let dir = try CLIScratchDirectory()
        let old = "import SwiftUI\n\nstruct OldView: View {\n    var body: some View {\n        NavigationView { Text(\"Old\") }\n    }\n}\n"
        let oldFile = try dir.write("Old.swift", old)
        let record = try runNavLint(["lint", "-q", "--write-baseline", "baseline.json", "."], in: dir.path)
        XCTAssertEqual(record.status, 0, record.description)
        let newFile = try dir.write("New.swift", old.replacingOccurrences(of: "Old", with: "New"))
        let run = try runNavLint(["lint", "-q", "--fix", "--baseline", "baseline.json", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(try read(oldFile), old)
        XCTAssertEqual(try read(newFile), old.replacingOccurrences(of: "Old", with: "New").replacingOccurrences(of: "NavigationView", with: "NavigationStack"))
    }

    /// `navlint lint -q -r json .` in `folder`: each finding's fix title, in order, and all their edits; every finding
    /// (`count` of them) has a fix, safe or not as `safe` says.
    static func jsonFixes(in folder: String, count: Int, safe: Bool, file: StaticString = #filePath, line: UInt = #line) throws -> (titles: [String], edits: [TextEdit]) {
        let json = try runNavLint(["lint", "-q", "-r", "json", "."], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.count, count, file: file, line: line)
        var edits: [TextEdit] = []
        var titles: [String] = []
        for f in findings {
            let fix = try XCTUnwrap(f["fix"] as? [String: Any], "\(f)", file: file, line: line)
            titles.append(fix["title"] as? String ?? "")
            XCTAssertEqual(fix["safe"] as? Bool, safe, file: file, line: line)
            for e in fix["edits"] as? [[String: Any]] ?? [] {
                edits.append(TextEdit(start: e["start"] as! Int, end: e["end"] as! Int, replacement: e["replacement"] as! String))
            }
        }
        return (titles, edits)
    }

    /// The json report's edits, applied to the file, give what --fix writes; sarif has the same as `fixes`.
    func testJSONAndSARIFReportsCarryTheFixes() throws {
        let dir = try CLIScratchDirectory()
        let file = try dir.write("App.swift", FixTests.app)
        let (titles, edits) = try FixTests.jsonFixes(in: dir.path, count: 4, safe: true)
        XCTAssertEqual(titles, ["Move '.navigationTitle' onto the stack's root view",
                                "Remove '.navigationViewStyle(…)', which does nothing to a NavigationStack",
                                "Replace 'NavigationView' with 'NavigationStack'",
                                "Remove the nested 'NavigationView' and keep its content"])
        let applied = Fix.apply(Fix(title: "", isSafe: true, edits: edits).edits, to: Array(try read(file).utf8))
        XCTAssertEqual(String(decoding: applied, as: UTF8.self), FixTests.fixedApp)

        let sarif = try runNavLint(["lint", "-q", "-r", "sarif", "."], in: dir.path)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.count, 4)
        let fix = (results[1]["fixes"] as? [[String: Any]])?.first
        XCTAssertEqual((fix?["description"] as? [String: Any])?["text"] as? String, "Remove '.navigationViewStyle(…)', which does nothing to a NavigationStack")
        let change = (fix?["artifactChanges"] as? [[String: Any]])?.first
        XCTAssertEqual((change?["artifactLocation"] as? [String: Any])?["uri"] as? String, "App.swift")
        let replacement = (change?["replacements"] as? [[String: Any]])?.first
        let region = replacement?["deletedRegion"] as? [String: Any]
        let start = try XCTUnwrap(region?["byteOffset"] as? Int), length = try XCTUnwrap(region?["byteLength"] as? Int)
        let bytes = Array(FixTests.app.utf8)
        XCTAssertEqual(String(decoding: bytes[start..<(start + length)], as: UTF8.self), "\n            .navigationViewStyle(.stack)")
        XCTAssertEqual((replacement?["insertedContent"] as? [String: Any])?["text"] as? String, "")
    }

    /// Each rule page says whether its findings have a fix; the rules with fixes describe them.
    func testEveryRulePageHasAFixSection() throws {
        for rule in RuleCatalog.all {
            let page = try String(contentsOf: RulePage.path(rule.id), encoding: .utf8)
            guard let range = page.range(of: "\n## Fix\n") else { XCTFail("\(rule.id).md lacks '## Fix'"); continue }
            let section = page[range.upperBound...].prefix { _ in true }.components(separatedBy: "\n## ").first ?? ""
            if Fixes.ruleIDs.contains(rule.id) {
                XCTAssertTrue(section.contains("--fix") && section.contains("afe"), "\(rule.id).md: the Fix section says what is fixed and whether it is safe")
            } else {
                XCTAssertTrue(section.hasPrefix("\nNone"), "\(rule.id).md: no fix, and the page says so")
            }
        }
    }

    func testUnifiedDiffOfLinesWithoutAFinalLineBreak() {
        let diff = UnifiedDiff.render(path: "F.swift", old: Array("a\nb\nc".utf8), new: Array("a\nB\nc".utf8))
        XCTAssertEqual(diff, "--- F.swift\n+++ F.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n")
        XCTAssertEqual(UnifiedDiff.render(path: "F.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)), "")
    }
}
