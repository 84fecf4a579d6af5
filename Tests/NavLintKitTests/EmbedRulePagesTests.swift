// embed-rule-pages, the generator RulePagesPlugin runs: whatever a page holds, the Swift it writes compiles to the
// page's exact text. Pages that would break a naive copy (the delimiter and escapes of a raw string, carriage
// returns, control characters, no final newline, an empty page) go through the built generator, which takes the
// folder's `*.md` files but README.md; the file it writes is compiled with `swiftc` next to a small program that prints each value's UTF-8 bytes.
//
// Skipped, with a message, where the generator is not next to the navlint executable or no `swiftc` is on PATH.

import Foundation
import XCTest

final class EmbedRulePagesTests: XCTestCase {
    static func requireGenerator() throws -> URL {
        let found = NavLintBinary.candidates.map { $0.appendingPathComponent("embed-rule-pages") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let found else { throw XCTSkip("embed-rule-pages was not found next to navlint") }
        return found
    }

    static func requireSwiftc() throws -> URL {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("no `swiftc` on PATH: the generated file cannot be compiled here")
    }

    func testGeneratedLiteralsHoldEachPageExactly() throws {
        let generator = try Self.requireGenerator()
        let swiftc = try Self.requireSwiftc()
        let pages: [String: String] = [
            "plain": "# plain\n\nDefault severity: warning.\n",
            "raw-delimiters": "\"\"\"\n\"\"\"#\n\"\"\"##\n\"\"\"###\n\\#(x) \\##(y) \\###n \"#\" \"##\" ####### end \\\n#\n",
            "escapes-as-text": "\\n \\t \\(value) \\u{41} \\\\ \\\" \"quoted\"\n",
            "line-breaks": "crlf\r\nlone cr\rtab\there\u{01}\u{7F}\n",
            "no-final-newline": "## Options\n\nNone.",
            "empty": "",
            "only-newlines": "\n\n",
            "indented-end": "    \"\"\"\n    text\n  ",
            "unicode": "é ↓ 🧭 \u{2028} \u{FEFF}\n",
        ]
        let scratch = try CLIScratchDirectory()
        try scratch.mkdir("Rules")
        for (id, text) in pages {
            try scratch.write("Rules/\(id).md", text)
        }
        try scratch.write("Rules/README.md", "Not a page.\n")
        try scratch.write("Rules/notes.txt", "Not a page either.\n")
        let generated = try NavLintBinary.run(generator, [scratch.full("RulePages.swift"), scratch.full("Rules")])
        XCTAssertEqual(generated.status, 0, generated.summary)
        // The generated file also makes NavLintRules' `RuleDocs` conform to `RulePageSource`: both stand in here.
        let main = try scratch.write("main.swift", """
            enum RuleDocs {}
            protocol RulePageSource { static var all: [String: String] { get } }
            for (id, text) in (RuleDocs.self as Any as! RulePageSource.Type).all.sorted(by: { $0.key < $1.key }) {
                print(id + " " + text.utf8.map { String($0) }.joined(separator: ","))
            }

            """)
        let program = scratch.full("pages")
        let compiled = try NavLintBinary.run(swiftc, ["-o", program, scratch.full("RulePages.swift"), main], timeout: 300)
        XCTAssertEqual(compiled.status, 0, compiled.summary)
        let run = try NavLintBinary.run(URL(fileURLWithPath: program), [])
        XCTAssertEqual(run.status, 0, run.summary)
        let expected = pages.sorted { $0.key < $1.key }
            .map { $0.key + " " + $0.value.utf8.map { String($0) }.joined(separator: ",") + "\n" }.joined()
        XCTAssertEqual(run.stdout, expected)
    }

    func testAPageThatIsNotUTF8IsAnError() throws {
        let generator = try Self.requireGenerator()
        let scratch = try CLIScratchDirectory()
        let page = try scratch.writeBytes("Rules/latin1.md", [0x63, 0x61, 0x66, 0xE9, 0x0A])
        let run = try NavLintBinary.run(generator, [scratch.full("RulePages.swift"), scratch.full("Rules")])
        XCTAssertEqual(run.status, 1, run.summary)
        XCTAssertEqual(run.stderr, "error: embed-rule-pages: \(page) is not UTF-8 text\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.full("RulePages.swift")))
    }
}
