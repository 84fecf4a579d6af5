// Hostile input through the built executable (issue 7): odd file contents next to a file with a known finding,
// a 50 MB file, a 10 MB line, 100,000 small files, and byte-identical output in any file order and job count.
// Every test pins the exact findings, so a hostile file that made the run lose or invent a finding fails it.

import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

final class HostileInputTests: XCTestCase {
    /// A view whose link presents `Recipe`, which nothing registers: exactly one unmapped-destination error.
    static let unmappedLink = """
    import SwiftUI

    struct Recipe: Hashable {}

    struct Home: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: Recipe())
            }
        }
    }

    """

    static func unmappedFinding(_ path: String, line: Int = 8, column: Int = 43, stackLine: Int = 7) -> String {
        """
        \(path):\(line):\(column): error: A NavigationLink is presenting a value of type "Recipe" but there is no matching \
        navigationDestination declaration visible from the location of the link. The link cannot be activated. \
        Register .navigationDestination(for: Recipe.self) where the link's stack can see it. [unmapped-destination]
        \(path):\(stackLine):9: note: the NavigationStack searched is here; it maps no value types

        """
    }

    private func run(_ arguments: [String], in directory: String, timeout: TimeInterval = 120) throws -> CLIRunResult {
        try NavLintBinary.run(try NavLintBinary.require(), arguments, in: directory, timeout: timeout).normalized
    }

    /// Every hostile file of the issue's list, each next to the others: the run exits 1 for the one real finding,
    /// reports nothing else, and counts every file as scanned.
    func testHostileFileContentsAreLintedAlongsideTheOthers() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Nav.swift", HostileInputTests.unmappedLink)
        try dir.write("Empty.swift", "")
        try dir.writeBytes("OnlyBOM.swift", [0xEF, 0xBB, 0xBF])
        try dir.writeBytes("NulBytes.swift", Array("let a = 1\0\0let b = 2\n\0".utf8))
        try dir.writeBytes("InvalidUTF8.swift", Array("let s = \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\"\nlet t = 1\n".utf8))
        // CRLF line ends: the finding's line and column must be those of the LF file.
        try dir.write("Crlf.swift", HostileInputTests.unmappedLink
            .replacingOccurrences(of: "Recipe", with: "Order").replacingOccurrences(of: "Home", with: "Orders")
            .replacingOccurrences(of: "\n", with: "\r\n"))
        try dir.write("UnterminatedString.swift", "let s = \"abc")
        try dir.write("UnterminatedComment.swift", "let s = 1\n/* never closed")
        try dir.write("UnterminatedInterpolation.swift", "let s = \"a \\(b")
        try dir.write("UnterminatedRawString.swift", "let s = #\"raw")
        try dir.write("RawStringEndingInABackslash.swift", "let s = #\"\\")
        try dir.write("UnterminatedRawMultiline.swift", "let s = #\"\"\"\nabc \"\"\" \"#\n")
        try dir.write("UnterminatedPlaceholder.swift", "let x: <#Type#> = <#value")
        try dir.write("UnterminatedMultiline.swift", "let s = \"\"\"\nabc\n")
        try dir.write("MergeConflict.swift", """
        struct A {
        <<<<<<< HEAD
            var x = 1
        =======
            var x = 2
        >>>>>>> feature
        }

        """)
        try dir.write("NestedBrackets.swift", "let x = " + String(repeating: "(", count: 100_000) + "1"
            + String(repeating: ")", count: 100_000) + "\nlet y = " + String(repeating: "[", count: 100_000) + "\n")
        try dir.write("ChainedModifiers.swift", "struct Chain: View {\n    var body: some View {\n        Text(\"x\")\n"
            + String(repeating: "            .padding()\n", count: 10_000) + "    }\n}\n")

        let result = try run(["lint", "."], in: dir.path)
        let crlfFinding = HostileInputTests.unmappedFinding("Crlf.swift")
            .replacingOccurrences(of: "Recipe", with: "Order")
        XCTAssertEqual(result, CLIRunResult(
            status: 1,
            stdout: crlfFinding + HostileInputTests.unmappedFinding("Nav.swift"),
            stderr: """
            Scanned 17 files (10052 lines, 0.5 MB) in <ms> ms
            Navigation: 2 containers (2 stacks and columns, 2 read in full), 2 value links (2 resolved, 0 unresolved), 0 pushes (0 resolved, 0 unresolved), 0 destinations
            Found 2 errors, 0 warnings, 0 info

            """))
    }

    /// A 50 MB file (generated models with documentation comments, as code generators write them) and a file that
    /// is one 10 MB line, next to a file with a finding: both are linted and the finding is reported.
    func testFiftyMegabyteFileAndTenMegabyteLine() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("Nav.swift", HostileInputTests.unmappedLink)
        let docs = (0..<30).map { "/// Generated documentation line \($0) for the model below; it says nothing of navigation.\n" }.joined()
        var big = [UInt8]()
        big.reserveCapacity(52_500_000)
        var models = 0
        while big.count < 50 * 1024 * 1024 {
            big += Array((docs + "public struct Model\(models): Codable, Hashable {\n    public var id: Int\n    public var name: String\n}\n\n").utf8)
            models += 1
        }
        try dir.writeBytes("Big.swift", big)
        let element = "\"abcdefgh\", "
        try dir.write("LongLine.swift", "let x = [" + String(repeating: element, count: 10 * 1024 * 1024 / element.utf8.count) + "]\n")

        let result = try run(["lint", "."], in: dir.path, timeout: 300)
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stdout, HostileInputTests.unmappedFinding("Nav.swift"))
        let bigLines = models * 35
        XCTAssertTrue(result.stderr.hasPrefix("Scanned 3 files (\(bigLines + 12) lines, "),
                      result.summary)
    }

    /// 100,000 one-line files in 100 folders and one file with a finding: every file is scanned, the finding kept.
    func testHundredThousandSmallFiles() throws {
        let dir = try CLIScratchDirectory()
        for folder in 0..<100 {
            try dir.mkdir("D\(folder)")
            for k in 0..<1_000 {  // open/write/close: FileManager takes most of a minute for 100,000 files
                let fd = open(dir.full("D\(folder)/F\(k).swift"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
                XCTAssertGreaterThanOrEqual(fd, 0)
                let text = Array("struct S\(folder)_\(k) {}\n".utf8)
                XCTAssertEqual(text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, text.count)
                close(fd)
            }
        }
        try dir.write("Nav.swift", HostileInputTests.unmappedLink)
        let result = try run(["lint", "."], in: dir.path, timeout: 300)
        XCTAssertEqual(result.status, 1, result.summary)
        XCTAssertEqual(result.stdout, HostileInputTests.unmappedFinding("Nav.swift"))
        XCTAssertTrue(result.stderr.hasPrefix("Scanned 100001 files (100011 lines, "), result.summary)
    }

    /// The same files give byte-identical stdout and stderr for any order on the command line, any order of creation
    /// on disk (which decides the order a directory lists them in), and any number of jobs.
    func testOutputIsByteIdenticalInAnyFileOrderAndJobCount() throws {
        let root = RulePage.repositoryRoot.path + "/"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root + "Samples")
            .filter { $0.hasSuffix(".swift") }.sorted().map { "Samples/" + $0 }
        XCTAssertGreaterThan(files.count, 30)
        var generator = ShuffleGenerator(seed: 0x4E61_764C_696E_74)

        let reference = try run(["lint", "--jobs", "1"] + files, in: root)
        XCTAssertEqual(reference.status, 1, reference.summary)
        XCTAssertTrue(reference.stdout.contains("[unmapped-destination]"), reference.summary)
        for (round, jobs) in [1, 2, 4, 2].enumerated() {
            let shuffled = files.shuffled(using: &generator)
            XCTAssertNotEqual(shuffled, files)
            XCTAssertEqual(try run(["lint", "--jobs", String(jobs)] + shuffled, in: root), reference, "round \(round), \(jobs) jobs")
        }

        // The same tree copied file by file in a shuffled order, linted as a directory.
        for round in 0..<2 {
            let copy = try CLIScratchDirectory()
            for file in files.shuffled(using: &generator) {
                try copy.writeBytes(file, Array(try Data(contentsOf: URL(fileURLWithPath: root + file))))
            }
            let fromDisk = try run(["lint", "--jobs", String(round + 1), "Samples"], in: copy.path)
            XCTAssertEqual(fromDisk, reference, "copy \(round)")
        }
    }
}

/// A small seeded generator, so a failing shuffle can be replayed.
struct ShuffleGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
