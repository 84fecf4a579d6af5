// Regression tests for what review and a new user's trial found in reports, configuration, suppressions and
// baselines: each case once went wrong.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class ReportEdgeCaseTests: XCTestCase {
    /// An app with one unmapped link (line 10) and one NavigationView (line 13).
    static let app = """
    import SwiftUI

    struct Dish: Hashable { var name: String }

    @main
    struct MenuApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    NavigationLink("Soup", value: Dish(name: "Soup"))
                }
                WindowGroup(id: "legacy") {
                    NavigationView { Text("Old") }
                }
            }
        }
    }

    """

    func testExplainRemarksDoNotBreakAMachineReadableReport() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.app.replacingOccurrences(of: "Dish(name: \"Soup\")", with: "unknownValue"))
        let run = try runNavLint(["-q", "--explain", "--reporter", "json", "."], in: dir.path)
        XCTAssertNoThrow(try JSON.parse(run.stdout), run.stdout)
        XCTAssertEqual(run.stderr, "App.swift:10:47: remark: the type of this link's value cannot be read from the source, so it is not checked [unresolved]\n")
        let text = try runNavLint(["-q", "--explain", "."], in: dir.path)
        XCTAssertTrue(text.stdout.hasSuffix("[unresolved]\n"), text.stdout)
    }

    func testReportFilesThatAreLinksDevicesOrSwiftSources() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", Self.app)
        try dir.write("reports/real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: dir.full("link.json"), withDestinationPath: "reports/real.json")
        XCTAssertEqual(try runNavLint(["-q", "--reporter", "json:link.json", "--reporter", "junit:/dev/null", "App.swift"], in: dir.path).status, 1)
        // The link stays a link; its target holds the report; the device stays a device.
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.full("link.json")), "reports/real.json")
        XCTAssertTrue(try String(contentsOfFile: dir.full("reports/real.json"), encoding: .utf8).hasPrefix("{\n  \"schemaVersion\": 1,"))
        var st = stat()
        XCTAssertEqual(stat("/dev/null", &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFCHR)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.full("reports")), ["real.json"], "no temporary file left")
        // `-` is stdout; a .swift report file is refused.
        XCTAssertTrue(try runNavLint(["-q", "--reporter", "json:-", "App.swift"], in: dir.path).stdout.hasPrefix("{"))
        XCTAssertEqual(try runNavLint(["--reporter", "text:App.swift", "App.swift"], in: dir.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: --reporter: the report file 'App.swift' ends in .swift: NavLint will not write over Swift source; name a report file such as navlint.txt\n"))
        // The same file spelled two ways is still one file.
        XCTAssertEqual(try runNavLint(["--reporter", "json:out.json", "--reporter", "sarif:./out.json", "App.swift"], in: dir.path).status, 2)
    }

    func testRepositoryRelativePathsForGitHubSARIFAndFingerprints() throws {
        let dir = try CLIScratchDirectory()
        try dir.mkdir("repo/.git")
        try dir.write("repo/ios/App.swift", Self.app)
        try dir.write("outside/App.swift", Self.app)
        let fromSub = try runNavLint(["-q", "--reporter", "github", "."], in: dir.full("repo/ios"))
        XCTAssertTrue(fromSub.stdout.hasPrefix("::error file=ios/App.swift,line=10,col=47,"), fromSub.stdout)
        // The notes in the annotation's message use the same kind of path as `file=`: from the repository root.
        XCTAssertTrue(fromSub.stdout.contains("%0Anote: ios/App.swift:"), fromSub.stdout)
        XCTAssertFalse(fromSub.stdout.contains("%0Anote: App.swift:"), fromSub.stdout)
        // The text reporter keeps paths as given, relative to the working directory, for findings and notes alike.
        let text = try runNavLint(["-q", "."], in: dir.full("repo/ios"))
        XCTAssertTrue(text.stdout.hasPrefix("App.swift:10:47: error: ") && text.stdout.contains("\nApp.swift:"), text.stdout)
        func fingerprint(_ arguments: [String], in folder: String) throws -> String {
            let run = try runNavLint(["-q", "--reporter", "json"] + arguments, in: folder)
            return run.stdout.components(separatedBy: "\n").first { $0.contains("\"fingerprint\"") } ?? "none"
        }
        let a = try fingerprint(["."], in: dir.full("repo/ios"))
        XCTAssertEqual(a, try fingerprint(["ios"], in: dir.full("repo")))
        XCTAssertEqual(a, try fingerprint([dir.full("repo/ios/App.swift")], in: dir.full("repo")))
        // A file outside the repository: an absolute file URI, without uriBaseId.
        let sarif = try runNavLint(["-q", "--reporter", "sarif", dir.full("outside/App.swift")], in: dir.full("repo"))
        let real = URL(fileURLWithPath: dir.full("outside/App.swift")).resolvingSymlinksInPath().path
        XCTAssertTrue(sarif.stdout.contains("\"uri\": \"file://\(real)\"\n"), sarif.stdout)
        XCTAssertFalse(sarif.stdout.contains("%SRCROOT%"))
    }

    func testConfigurationEdgeCases() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App/App.swift", Self.app)
        func config(_ text: String) throws -> CLIRunResult {
            try dir.write(".navlint.json", text)
            return try runNavLint(["."], in: dir.path)
        }
        // No close spelling: the sentence still ends.
        XCTAssertEqual(try config(#"{"zzzzzzzz": 1}"#).stderr, "error: .navlint.json: zzzzzzzz: unknown key. The keys are include, exclude, rules, lazyContainers, codableTypes, externalDestinationTypes, reporters, navigationWrappers.\n")
        XCTAssertEqual(try config(#"{"reporters": []}"#).stderr, "error: .navlint.json: reporters: is empty; name at least one reporter, such as \"text\"\n")
        XCTAssertEqual(try config(#"{"reporters": ["json", "sarif"]}"#).stderr,
                       "error: .navlint.json: reporters: only one report can go to stdout, but 'json' and 'sarif' would; give the others a file (NAME:FILE)\n")
        XCTAssertEqual(try config(#"{"include": ["/abs/**"]}"#).stderr, "error: .navlint.json: include[0]: \"/abs/**\" is absolute; write it relative to the configuration's folder\n")
        XCTAssertEqual(try config(#"{"exclude": ["!App/**"]}"#).stderr,
                       "error: .navlint.json: exclude[0]: \"!App/**\": negation ('!') is not supported; list what to include under include and what to leave out under exclude\n")
        XCTAssertEqual(try config(#"{"exclude": ["App/[ab].swift"]}"#).stderr,
                       "error: .navlint.json: exclude[0]: \"App/[ab].swift\": only *, ** and ? are wildcards ([...] and {...} are not supported)\n")
        XCTAssertEqual(try runNavLint(["--config", "App", "."], in: dir.path).stderr, "error: App: is a directory; --config takes a JSON file such as .navlint.json\n")
        XCTAssertEqual(try runNavLint(["--config", "a.json", "--config", "b.json", "."], in: dir.path).stderr,
                       "error: --config is given twice ('a.json' and 'b.json'); NavLint reads one configuration file\n")
        XCTAssertEqual(try runNavLint(["config", "--frobnicate"], in: dir.path).stderr, "error: unknown option '--frobnicate'. See 'navlint lint --help'.\n")

        // A configuration in a subfolder: its globs reach up with `..`, and its report files are beside it.
        try FileManager.default.removeItem(atPath: dir.full(".navlint.json"))
        try dir.write("App/Generated/G.swift", "struct G {}\n")
        try dir.write("ci/navlint.json", #"{"include": ["../App/**"], "exclude": ["../App/Generated/**"], "reporters": ["json:report.json"]}"#)
        let run = try runNavLint(["--config", "ci/navlint.json", "."], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("Scanned 1 file ("), run.stderr)
        XCTAssertTrue(run.stderr.contains("; 1 file left out by include/exclude\n"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.full("ci/report.json")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.full("report.json")))
    }

    func testSuppressionEdgeCases() throws {
        let dir = try CLIScratchDirectory()
        // `all` cannot be judged while a default rule is off.
        let all = Self.app.replacingOccurrences(of: "                NavigationLink(\"Soup\"", with: "                // navlint:disable:next all\n                NavigationLink(\"Soup\"")
        try dir.write("App.swift", all)
        XCTAssertEqual(try runNavLint(["-q", "--disable", "deprecated-navigation-api", "--disable", "unmapped-destination", "App.swift"], in: dir.path),
                       CLIRunResult(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(try runNavLint(["-q", "--only", "superfluous-suppression", "App.swift"], in: dir.path), CLIRunResult(status: 0, stdout: "", stderr: ""))
        // A command on the second line of a block comment, and `disable:next` after the comment's last line.
        let block = Self.app.replacingOccurrences(of: "                NavigationLink(\"Soup\"", with: "                /*\n                 navlint:disable:next unmapped-destination, deprecated-navigation-api - moved\n                 */\n                NavigationLink(\"Soup\"")
        try dir.write("App.swift", block)
        let run = try runNavLint(["-q", "App.swift"], in: dir.path)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") }, ["superfluous-suppression]", "deprecated-navigation-api]"])
        XCTAssertTrue(run.stdout.hasPrefix("App.swift:10:17: warning: 'navlint:disable:next deprecated-navigation-api' suppresses no finding. Remove it."), run.stdout)
    }

    func testBaselineOutsideTheSourceFolderAndUsageErrors() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("repo/App/App.swift", Self.app)
        XCTAssertEqual(try runNavLint(["-q", "--write-baseline", "ci/b.json", "App"], in: dir.full("repo")).status, 2, "ci/ does not exist")
        try dir.mkdir("repo/ci")
        XCTAssertEqual(try runNavLint(["-q", "--write-baseline", "ci/b.json", "App"], in: dir.full("repo")).status, 0)
        XCTAssertTrue(try String(contentsOfFile: dir.full("repo/ci/b.json"), encoding: .utf8).contains("\"path\": \"../App/App.swift\""))
        // The repository moved elsewhere: the baseline still matches.
        try FileManager.default.moveItem(atPath: dir.full("repo"), toPath: dir.full("moved"))
        XCTAssertEqual(try runNavLint(["-q", "--baseline", "ci/b.json", "--strict-baseline", "App"], in: dir.full("moved")),
                       CLIRunResult(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(try runNavLint(["--strict-baseline", "App"], in: dir.full("moved")).stderr,
                       "error: --strict-baseline needs --baseline FILE (it fails the run on entries of that baseline that no longer occur)\n")
    }

    /// Many findings in many files: the source lines, repository paths and fingerprints worked out on several threads
    /// are those worked out on one, and repeats of one fingerprint are numbered in the findings' order.
    func testReportDetailsOnSeveralThreadsMatchOneThread() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var paths: [String] = []
        for f in 0..<80 {
            let path = dir + "/File\(f).swift"
            try (0..<12).map { "let line\($0) = \(f) // file \(f), line \($0 + 1)" }.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        var diagnostics: [Diagnostic] = []
        for k in 0..<1200 {
            let file = Int32(k % 80), line = Int32(k % 12 + 1)
            diagnostics.append(Diagnostic(ruleID: "r", severity: .warning, message: "m\(k % 3)", location: SourceLocation(file: file, line: line, column: 1),
                                          notes: [Note(message: "n", location: SourceLocation(file: (file + 1) % 80, line: 1, column: 1))]))
        }
        let lines1 = Report.sourceLines(of: diagnostics, paths: paths, jobs: 1)
        let lines4 = Report.sourceLines(of: diagnostics, paths: paths, jobs: 4)
        XCTAssertEqual(lines4, lines1)
        XCTAssertEqual(lines4[7]?[8], "let line7 = 7 // file 7, line 8")
        XCTAssertEqual(lines4.count, 80)
        let repository1 = Report.repositoryPaths(of: diagnostics, paths: paths, jobs: 1)
        let repository4 = Report.repositoryPaths(of: diagnostics, paths: paths, jobs: 4)
        XCTAssertEqual(repository4, repository1)
        XCTAssertEqual(repository4.count, 80)
        XCTAssertTrue(repository4[5]!.hasSuffix("/File5.swift"))
        let one = Report(diagnostics: diagnostics, paths: paths, repositoryPaths: repository1, filesScanned: 80, lines: lines1, jobs: 1)
        let four = Report(diagnostics: diagnostics, paths: paths, repositoryPaths: repository4, filesScanned: 80, lines: lines4, jobs: 4)
        XCTAssertEqual(four.fingerprints, one.fingerprints)
        // Findings k and k + 240 share rule, place, line and message: the second is the same hash with ":2".
        XCTAssertEqual(four.fingerprints[240], four.fingerprints[0] + ":2")
        XCTAssertEqual(four.fingerprints[480], four.fingerprints[0] + ":3")
        XCTAssertEqual(Set(four.fingerprints).count, 1200)
    }

    /// A run works out only the parts of the report its reporters write; each reporter's output from such a report
    /// is the same as from a report with every part, and the parts it does not write are not worked out.
    func testEachReporterWritesTheSameFromOnlyThePartsItNeeds() throws {
        let root = RulePage.repositoryRoot.path + "/Samples/RecipeBook"
        let result = Linter.run(paths: [root], jobs: 2)
        XCTAssertFalse(result.diagnostics.isEmpty)
        XCTAssertTrue(result.diagnostics.contains { !$0.notes.isEmpty })
        let full = Report(diagnostics: result.diagnostics, paths: result.paths,
                          repositoryPaths: Report.repositoryPaths(of: result.diagnostics, paths: result.paths),
                          filesScanned: result.scan.scannedFileCount, lines: Report.sourceLines(of: result.diagnostics, paths: result.paths))
        XCTAssertEqual(full.fingerprints.count, result.diagnostics.count)
        var written = 0
        for name in ReporterSpec.names {
            let needs = Reporters.needs(name)
            let part = Report(diagnostics: result.diagnostics, paths: result.paths,
                              repositoryPaths: needs.contains(.repositoryPaths) ? full.repositoryPaths : [:],
                              filesScanned: result.scan.scannedFileCount, lines: needs.contains(.lines) ? full.lines : [:],
                              contents: needs)
            XCTAssertEqual(part.fingerprints.isEmpty, !needs.contains(.fingerprints), name)
            XCTAssertEqual(Reporters.render(name, part), Reporters.render(name, full), name)
            written += 1
        }
        XCTAssertEqual(written, 6)
        XCTAssertEqual(Reporters.needs("text"), [])
        XCTAssertEqual(Reporters.needs("checkstyle"), [])
        XCTAssertEqual(Reporters.needs("junit"), [])
        XCTAssertEqual(Reporters.needs("github"), .repositoryPaths)
        XCTAssertEqual(Reporters.needs("json"), [.fingerprints, .lines, .repositoryPaths])
        XCTAssertEqual(Reporters.needs("sarif"), .all)
    }
}

