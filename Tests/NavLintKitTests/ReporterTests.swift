// Every reporter's exact output for the samples and for hostile paths, through the built executable;
// several reports in one run; where reports may go; colour; SARIF against the 2.1.0 schema.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

/// Runs the built `navlint` (tests of issue 5 go through the executable, as users do).
func runNavLint(_ arguments: [String], in directory: String? = nil) throws -> CLIRunResult {
    try NavLintBinary.run(try NavLintBinary.require(), arguments, in: directory)
}

final class ReporterTests: XCTestCase {
    static let formats = ["json", "sarif", "github", "checkstyle", "junit"]
    static let reports = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/Reports")

    func expected(_ name: String) throws -> String {
        try String(contentsOf: ReporterTests.reports.appendingPathComponent(name), encoding: .utf8)
    }

    /// `navlint -q --reporter F Samples/S`, run from the repository root, is exactly `Tests/Fixtures/Reports/S.F`.
    func testEverySampleInEveryFormat() throws {
        let root = RulePage.repositoryRoot.path
        for sample in SampleTests.samples {
            for format in ReporterTests.formats {
                let run = try runNavLint(["-q", "--reporter", format, "Samples/\(sample)"], in: root)
                XCTAssertEqual(run.stderr, "", "\(sample).\(format)")
                XCTAssertEqual(run.status, sample == "RouterApp" ? 1 : 0, "\(sample).\(format)")
                XCTAssertEqual(run.stdout, try expected("\(sample).\(format)"), "Tests/Fixtures/Reports/\(sample).\(format)")
            }
            // The text reporter is the default and matches the sample's expected.txt.
            let text = try runNavLint(["-q", "--reporter", "text", "Samples/\(sample)"], in: root)
            XCTAssertEqual(text.stdout, try String(contentsOfFile: root + "/Samples/\(sample)/expected.txt", encoding: .utf8))
        }
    }

    static let hostileSource = """
    import SwiftUI

    struct Café: Hashable { var name: String }

    @main
    struct MenuApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    NavigationLink("Menu", value: Café(name: "<&>"))
                }
            }
        }
    }

    """

    /// A path holding quotes, `<&>`, an apostrophe, non-ASCII, `,%:` and a newline, and a message holding
    /// quotes and non-ASCII: each format escapes them its own way (see the fixtures `Hostile.*`).
    func testHostilePathsAndMessagesAreEscapedInEveryFormat() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Q\"<&>'é,%:\nx.swift", ReporterTests.hostileSource)
        for format in ["text"] + ReporterTests.formats {
            let run = try runNavLint(["-q", "--reporter", format, "."], in: dir.path)
            XCTAssertEqual(run.status, 1, format)
            XCTAssertEqual(run.stdout, try expected("Hostile.\(format)"), "Tests/Fixtures/Reports/Hostile.\(format)")
        }
        // The JSON and SARIF reports are JSON that gives the path back exactly.
        let json = try runNavLint(["-q", "--reporter", "json", "."], in: dir.path)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let finding = (object?["findings"] as? [[String: Any]])?.first
        XCTAssertEqual(finding?["path"] as? String, "Q\"<&>'é,%:\nx.swift")
        XCTAssertEqual(finding?["message"] as? String, "A NavigationLink is presenting a value of type \"Café\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. Register .navigationDestination(for: Café.self) where the link's stack can see it.")
        // The XML reports parse, and give the path back exactly.
        for format in ["checkstyle", "junit"] {
            let run = try runNavLint(["-q", "--reporter", format, "."], in: dir.path)
            let document = try XMLDocument(data: Data(run.stdout.utf8))
            let attribute = format == "checkstyle" ? "//file/@name" : "//testcase/@file"
            XCTAssertEqual(try document.nodes(forXPath: attribute).first?.stringValue, "Q\"<&>'é,%:\nx.swift", format)
        }
    }

    func testSARIFIsValidAgainstTheSchema() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/env") else { throw XCTSkip("no /usr/bin/env to find python3: the SARIF reports were not checked against the schema") }
        // OASIS's schema, copied from shared/schemas so that the test runs in any clone.
        let schema = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json").path
        let files = (SampleTests.samples + ["Hostile"]).map { ReporterTests.reports.appendingPathComponent("\($0).sarif").path }
        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("SKIP"); sys.exit(0)
        schema = json.load(open(sys.argv[1]))
        for f in sys.argv[2:]:
            jsonschema.validate(json.load(open(f)), schema)
        print("OK")
        """
        let run = try NavLintBinary.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema] + files, timeout: 60)
        if run.status == 127 { throw XCTSkip("python3 is not installed: the SARIF reports were not checked against the schema") }
        if run.stdout == "SKIP\n" { throw XCTSkip("Python's jsonschema is not installed: the SARIF reports were not checked against the schema") }
        XCTAssertEqual(run.stdout, "OK\n", run.stderr)
        XCTAssertEqual(run.status, 0)
    }

    /// One run writes several reports: each file is exactly what that reporter alone writes to stdout.
    func testSeveralReportersInOneRun() throws {
        let dir = try CLIScratchDirectory()
        let sample = RulePage.repositoryRoot.path + "/Samples/RouterApp"
        let run = try runNavLint(["-q", "--reporter", "text", "--reporter", "sarif:\(dir.path)/out.sarif", "-r", "json:\(dir.path)/out.json",
                                  "-r", "junit:\(dir.path)/junit.xml", sample], in: RulePage.repositoryRoot.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, try String(contentsOfFile: sample + "/expected.txt", encoding: .utf8).replacingOccurrences(of: "Samples/", with: RulePage.repositoryRoot.path + "/Samples/"))
        for (file, format) in [("out.sarif", "sarif"), ("out.json", "json"), ("junit.xml", "junit")] {
            let alone = try runNavLint(["-q", "--reporter", format, sample], in: RulePage.repositoryRoot.path)
            XCTAssertEqual(try String(contentsOfFile: dir.full(file), encoding: .utf8), alone.stdout, file)
        }
        // Nothing else was left in the folder (no temporary files).
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["junit.xml", "out.json", "out.sarif"])
    }

    func testWhereReportsMayGo() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("A.swift", "struct A {}\n")
        var run = try runNavLint(["--reporter", "json", "--reporter", "sarif", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: only one report can go to stdout, but 'json' and 'sarif' would; give the others a file (NAME:FILE)\n"))
        run = try runNavLint(["--reporter", "sarif:missing/dir/out.sarif", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: missing/dir/out.sarif: the directory 'missing/dir' does not exist; create it first (mkdir -p 'missing/dir')\n"))
        try dir.mkdir("reports")
        run = try runNavLint(["--reporter", "json:reports", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: reports: is a directory; name a file to write to\n"))
        run = try runNavLint(["--reporter", "json:r.json", "--reporter", "sarif:r.json", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: r.json: two reports would be written to this file; name a file for each\n"))
        run = try runNavLint(["--reporter", "sarf", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: --reporter: unknown reporter 'sarf'; did you mean 'sarif'? The reporters are text, json, sarif, github, checkstyle, junit.\n"))
        run = try runNavLint(["--reporter", "json:", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: --reporter: the reporter 'json:' names no file; write 'json:FILE', or 'json' for stdout\n"))
        // A report to a file replaces the old file whole.
        try dir.write("old.json", String(repeating: "x", count: 100_000))
        run = try runNavLint(["-q", "--reporter", "json:old.json", "."], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(try String(contentsOfFile: dir.full("old.json"), encoding: .utf8).hasSuffix("\"findings\": []\n}\n"))
    }

    func testColor() throws {
        let sample = RulePage.repositoryRoot.path + "/Samples/RecipeBook"
        let always = try runNavLint(["-q", "--color", "always", sample])
        let path = sample + "/Views/RecipeDetail.swift"
        XCTAssertEqual(always.stdout, """
        \u{1B}[1m\(path):32:26:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m This navigation destination modifier is inside 'LazyVGrid', a "lazy" container that creates its content only when needed, so the navigation stack may never see this destination. Attach the modifier outside the container. \u{1B}[2m[destination-in-lazy-container]\u{1B}[0m
        \u{1B}[1m\(path):26:17:\u{1B}[0m \u{1B}[1;36mnote:\u{1B}[0m the lazy container 'LazyVGrid' is here

        """)
        // Not a terminal: no colour with auto (the default); never is never.
        let plain = try String(contentsOfFile: sample + "/expected.txt", encoding: .utf8).replacingOccurrences(of: "Samples/RecipeBook", with: sample)
        XCTAssertEqual(try runNavLint(["-q", sample]).stdout, plain)
        XCTAssertEqual(try runNavLint(["-q", "--color", "never", sample]).stdout, plain)
        XCTAssertEqual(try runNavLint(["-q", "--color=auto", sample]).stdout, plain)
        let bad = try runNavLint(["--color", "sometimes", sample])
        XCTAssertEqual(bad, CLIRunResult(status: 2, stdout: "", stderr: "error: --color takes auto, always or never, not 'sometimes'\n"))
    }

    /// Exit codes: 0 clean, 1 error findings (any finding with --strict), 2 usage or I/O errors.
    func testExitCodes() throws {
        let root = RulePage.repositoryRoot.path
        XCTAssertEqual(try runNavLint(["-q", "Samples/RecipeBook"], in: root).status, 0, "a warning only")
        XCTAssertEqual(try runNavLint(["-q", "--strict", "Samples/RecipeBook"], in: root).status, 1, "--strict fails on a warning")
        XCTAssertEqual(try runNavLint(["-q", "Samples/RouterApp"], in: root).status, 1, "an error")
        XCTAssertEqual(try runNavLint(["-q", "--disable", "unmapped-destination", "Samples/RouterApp"], in: root).status, 0)
        XCTAssertEqual(try runNavLint(["-q", "--strict", "Tests/Fixtures/CorrectApps/01-viewmodifier-struct"], in: root).status, 0, "clean even with --strict")
        XCTAssertEqual(try runNavLint(["-q", "--strict", "--bogus"], in: root).status, 2)
        XCTAssertEqual(try runNavLint(["-q", "Samples/RecipeBook", "no/such/path"], in: root).status, 2)
    }

    func testFingerprintsAreStableAcrossUnrelatedEdits() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", ReporterTests.hostileSource)
        let before = try runNavLint(["-q", "--reporter", "json", "."], in: dir.path).stdout
        try dir.write("App.swift", "// a comment\n\n" + ReporterTests.hostileSource)
        let after = try runNavLint(["-q", "--reporter", "json", "."], in: dir.path).stdout
        func fingerprint(_ s: String) -> String? { s.components(separatedBy: "\n").first { $0.contains("\"fingerprint\"") } }
        XCTAssertNotNil(fingerprint(before))
        XCTAssertEqual(fingerprint(before), fingerprint(after))
        XCTAssertNotEqual(before, after, "the line moved")
    }
}
