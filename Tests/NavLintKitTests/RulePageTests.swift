// Every rule has a page in Rules/, and every Swift example on it behaves as marked: `↓` where a finding must be.
// The pages NavLintRulePages embeds (RulePagesPlugin, at build time) are these files, byte for byte.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit
@testable import NavLintRulePages

/// One fenced example of a rule page.
struct RuleExample {
    var triggering: Bool
    var options: [String: String]
    var files: [(name: String, text: String)]
    /// Expected findings: (file name, line, column in UTF-8 bytes).
    var expected: [(String, Int, Int)]
    var pageLine: Int
}

enum RulePage {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func path(_ id: String) -> URL { repositoryRoot.appendingPathComponent("Rules/\(id).md") }

    /// Parses a page's ```swift triggering / ```swift non-triggering blocks.
    static func examples(_ page: String) -> [RuleExample] {
        var result: [RuleExample] = []
        var options: [String: String] = [:]
        var inBlock: Bool? = nil
        var lines: [String] = []
        var startLine = 0
        for (n, line) in page.components(separatedBy: "\n").enumerated() {
            if inBlock == nil {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("<!-- options:"), let json = trimmed.dropFirst("<!-- options:".count).split(separator: "-").first,
                   let data = String(json).trimmingCharacters(in: .whitespaces).data(using: .utf8),
                   let dict = try? JSONSerialization.jsonObject(with: data) as? [String: String] {
                    options = dict
                } else if trimmed == "```swift triggering" {
                    inBlock = true; lines = []; startLine = n + 1
                } else if trimmed == "```swift non-triggering" {
                    inBlock = false; lines = []; startLine = n + 1
                }
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) == "```" {
                result.append(makeExample(lines, triggering: inBlock!, options: options, pageLine: startLine))
                inBlock = nil
                options = [:]
                continue
            }
            lines.append(line)
        }
        return result
    }

    static func makeExample(_ lines: [String], triggering: Bool, options: [String: String], pageLine: Int) -> RuleExample {
        var files: [(String, [String])] = []
        var current = "Example.swift"
        var buffer: [String] = []
        var expected: [(String, Int, Int)] = []
        for line in lines {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("// file:") {
                if !buffer.isEmpty || !files.isEmpty || current != "Example.swift" { files.append((current, buffer)) }
                current = t.dropFirst("// file:".count).trimmingCharacters(in: .whitespaces)
                buffer = []
                continue
            }
            var clean = ""
            var column = 1
            for ch in line {
                if ch == "↓" {
                    expected.append((current, buffer.count + 1, column))
                } else {
                    clean.append(ch)
                    column += String(ch).utf8.count
                }
            }
            buffer.append(clean)
        }
        files.append((current, buffer))
        return RuleExample(triggering: triggering, options: options, files: files.map { ($0.0, $0.1.joined(separator: "\n") + "\n") },
                           expected: expected, pageLine: pageLine)
    }

    /// Runs one example with only `ruleID` enabled; returns (file name, line, column) of each finding.
    static func run(_ example: RuleExample, ruleID: String) -> [(String, Int, Int)] {
        var configuration = LintConfiguration()
        // superfluous-suppression judges suppressions of the other rules: its examples run every default rule.
        if ruleID != SuperfluousSuppression.id { configuration.only = [ruleID] }
        configuration.ruleOptions[ruleID] = example.options
        let sources = example.files.map { SourceText(path: $0.name, text: $0.text) }
        return Linter.lint(sources, configuration: configuration).filter { $0.ruleID == ruleID }.map {
            (example.files[Int($0.location.file)].name, Int($0.location.line), Int($0.location.column))
        }
    }
}

final class RulePageTests: XCTestCase {
    func testEveryRuleHasAPageWithEnoughExamples() throws {
        for rule in RuleCatalog.all {
            let url = RulePage.path(rule.id)
            let page = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(page.hasPrefix("# \(rule.id)\n"), "\(rule.id).md must start with its id as the title")
            for section in ["## What it does", "## Why is this bad?", "## Known problems", "## Example", "## Use instead", "## Options"] {
                XCTAssertTrue(page.contains("\n\(section)\n"), "\(rule.id).md lacks the section '\(section)'")
            }
            XCTAssertTrue(page.contains("Default severity: \(rule.defaultSeverity.rawValue)."), "\(rule.id).md must state its default severity")
            let examples = RulePage.examples(page)
            // The three core rules need 6 and 8 examples (issue 3); the rest of the catalog 4 and 6 (issue 6).
            let core = ["unmapped-destination", "destination-in-lazy-container", "non-codable-path-element"].contains(rule.id)
            let (triggering, nonTriggering) = core ? (6, 8) : (4, 6)
            XCTAssertGreaterThanOrEqual(examples.filter(\.triggering).count, triggering, "\(rule.id).md: at least \(triggering) triggering examples")
            XCTAssertGreaterThanOrEqual(examples.filter { !$0.triggering }.count, nonTriggering, "\(rule.id).md: at least \(nonTriggering) non-triggering examples")
            for e in examples {
                XCTAssertEqual(e.triggering, !e.expected.isEmpty, "\(rule.id).md:\(e.pageLine): triggering examples mark findings with ↓, others have none")
            }
        }
    }

    /// `RulePages.all` is generated from Rules/*.md while NavLintRulePages builds: it holds every page, exactly.
    func testEmbeddedPagesAreThePagesOnDisk() throws {
        let folder = RulePage.repositoryRoot.appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        XCTAssertEqual(RulePages.all.keys.sorted(), files.map { String($0.dropLast(3)) })
        XCTAssertEqual(files.map { String($0.dropLast(3)) }, RuleCatalog.all.map { $0.id }.sorted(), "one page per rule")
        for file in files {
            let id = String(file.dropLast(3))
            let disk = try Data(contentsOf: folder.appendingPathComponent(file))
            XCTAssertEqual(RulePages.all[id].map { Data($0.utf8) }, disk, "Rules/\(file) and the page embedded in NavLintRulePages differ")
            XCTAssertEqual(RuleDocs.page(id).map { Data($0.utf8) }, disk, "RuleDocs.page(\"\(id)\")")
        }
    }

    func testRulePageExamplesBehaveAsMarked() throws {
        for rule in RuleCatalog.all {
            let page = try String(contentsOf: RulePage.path(rule.id), encoding: .utf8)
            for example in RulePage.examples(page) {
                let actual = RulePage.run(example, ruleID: rule.id)
                let describe: ([(String, Int, Int)]) -> [String] = { $0.map { "\($0.0):\($0.1):\($0.2)" }.sorted() }
                XCTAssertEqual(describe(actual), describe(example.expected), "Rules/\(rule.id).md, example at line \(example.pageLine)")
            }
        }
    }
}
