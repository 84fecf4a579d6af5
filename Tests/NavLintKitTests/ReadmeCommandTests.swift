// The README's test command is the one CI runs (.ci/run), and it leaves XCTest's totals as the last lines of the
// output: `--disable-swift-testing` keeps Swift Testing from printing its own "0 tests" line after them, which is
// right only while no test uses Swift Testing.

import Foundation
@testable import NavLintRules
import XCTest

final class ReadmeCommandTests: XCTestCase {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: RulePage.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The one command in the README's first code block after `Run the tests:`.
    static func readmeTestCommand() throws -> String {
        let readme = try text("README.md")
        guard let intro = readme.range(of: "\nRun the tests:\n"),
              let open = readme.range(of: "```sh\n", range: intro.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex) else {
            XCTFail("README.md has no ```sh block after 'Run the tests:'")
            return ""
        }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    func testCIRunsTheREADMEsTestCommand() throws {
        let command = try Self.readmeTestCommand()
        XCTAssertFalse(command.contains("\n"), "one command: \(command)")
        XCTAssertTrue(command.hasPrefix("swift test"), command)
        let ci = try Self.text(".ci/run")
        let runs = ci.split(separator: "\n").filter { $0.hasPrefix("swift test") }
        XCTAssertEqual(runs.count, 1, ".ci/run runs the tests once")
        // The command, then only the redirection that keeps a log.
        XCTAssertEqual(runs.first.map(String.init), command + " 2>&1 | tee \"$log\"")
    }

    func testNoTestUsesSwiftTesting() throws {
        XCTAssertTrue(try Self.readmeTestCommand().contains("--disable-swift-testing"))
        let folder = RulePage.repositoryRoot.appendingPathComponent("Tests/NavLintKitTests")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import Testing" }
            XCTAssertFalse(imports, "\(file) imports Testing, which the README's `swift test --disable-swift-testing` would not run")
        }
    }
}
