// The package plugins, run by SwiftPM itself on Tests/Fixtures/PluginConsumer: a package that depends on NavLint
// by path, with a target `Catalog` (an unmapped NavigationLink value: an error) and a target `Shop` (a
// NavigationView: a warning) that uses NavLintBuildToolPlugin. The fixture's SwiftUI code sits in
// `#if canImport(SwiftUI)`, so it compiles on Linux while NavLint, which reads both sides of `#if`, still sees it.
//
// One test, one consumer build: the fixture is copied to a work folder whose dependency path is this repository,
// and built with its own scratch path (never this package's .build, whose lock `swift test` may hold). Both live
// under the temporary directory, named after this repository's path, and the scratch path is kept between runs,
// so only the first run builds NavLintKit again. The expected findings are NavLintKit's own output for the same
// files, so the test pins the plugins, not the rules' wording.
//
// Skipped, with a message, where no `swift` is on PATH, where there is no /bin/sh (the build-tool plugin's
// command), or when NAVLINT_SKIP_PLUGIN_TESTS is set.

import Foundation
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

final class PluginTests: XCTestCase {
    func testPluginsLintAConsumerPackage() throws {
        let swift = try Self.requireSwift()
        let work = try Self.workDirectory()
        let consumer = work + "/PluginConsumer"
        let scratch = work + "/scratch"
        try Self.copyFixture(to: consumer)
        var timings: [String] = []

        /// Runs `swift ARGS` in the consumer package and records its time in `timings`.
        func swiftRun(_ label: String, _ arguments: [String]) throws -> CLIRunResult {
            let start = Date()
            let result: CLIRunResult
            do {
                result = try NavLintBinary.run(swift, arguments, in: consumer, timeout: 1_200)
            } catch is NavLintBinary.Timeout {
                throw FixtureError("`swift \(arguments.joined(separator: " "))` did not finish in 20 minutes")
            }
            timings.append("\(label) \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
            return result
        }
        func build(_ label: String) throws -> CLIRunResult {
            try swiftRun(label, ["build", "--scratch-path", scratch])
        }
        func plugin(_ label: String, _ arguments: [String]) throws -> CLIRunResult {
            try swiftRun(label, ["package", "--scratch-path", scratch, "navlint"] + arguments)
        }
        defer { print("PluginTests timings: " + timings.joined(separator: ", ")) }

        // The build-tool plugin lints Shop, the target that uses it, and prints its findings with absolute paths.
        let shopWarning = Self.expectedLines(["Sources/Shop"], in: consumer, absolute: true)
        XCTAssertTrue(shopWarning.count == 1 && shopWarning[0].hasSuffix("[deprecated-navigation-api]"), "\(shopWarning)")
        let first = try build("build")
        XCTAssertEqual(first.status, 0, first.summary)
        // NavLint itself compiles without a word: SwiftPM builds NavLintRules once without the rule pages the internal
        // plugin generates (see RuleDocs.swift), which printed "error: cannot find 'RulePages' in scope".
        XCTAssertFalse((first.stdout + first.stderr).contains("error:"), first.summary)
        Self.assertContains(first.stdout + first.stderr, shopWarning, first)
        XCTAssertFalse((first.stdout + first.stderr).contains("[unmapped-destination]"), "Catalog does not use the plugin: \(first.summary)")

        // Incremental builds. The first build after a cold one may run NavLint once more: SwiftPM 6.3 links the
        // navlint tool in its plugin-tools build and again in the main build, and the tool is an input of the
        // lint. After that, a build with no change runs nothing: no "Running NavLint" line, no finding, and the
        // command's output file (NavLint-Shop.swift in the plugin's work directory) is not written again.
        let settle = try build("settling build")
        XCTAssertEqual(settle.status, 0, settle.summary)
        let stamp = try Self.findFile(named: "NavLint-Shop.swift", under: scratch + "/plugins/outputs")
        let stampTime = try Self.modificationDate(stamp)
        let unchanged = try build("no-change build")
        XCTAssertEqual(unchanged.status, 0, unchanged.summary)
        XCTAssertFalse((unchanged.stdout + unchanged.stderr).contains("Running NavLint"), unchanged.summary)
        XCTAssertFalse((unchanged.stdout + unchanged.stderr).contains("[deprecated-navigation-api]"), unchanged.summary)
        XCTAssertEqual(try Self.modificationDate(stamp), stampTime, "a build with no change must not run NavLint")

        // A changed source runs it again.
        let orders = consumer + "/Sources/Shop/OrdersView.swift"
        try (String(contentsOfFile: orders, encoding: .utf8) + "// edited by PluginTests\n").write(toFile: orders, atomically: true, encoding: .utf8)
        let edited = try build("build after an edit")
        XCTAssertEqual(edited.status, 0, edited.summary)
        XCTAssertTrue((edited.stdout + edited.stderr).contains("Running NavLint on Shop"), edited.summary)
        Self.assertContains(edited.stdout + edited.stderr, shopWarning, edited)
        XCTAssertNotEqual(try Self.modificationDate(stamp), stampTime, "the edit must run NavLint again")

        // The command plugin lints every target of the package, together, with paths relative to the package,
        // and fails (exit 1) because Catalog has an error.
        let all = Self.expectedLines(["Sources/Catalog", "Sources/Shop"], in: consumer, absolute: false)
        XCTAssertTrue(all.contains { $0.hasSuffix("[unmapped-destination]") } && all.contains { $0.hasSuffix("[deprecated-navigation-api]") }, "\(all)")
        let command = try plugin("swift package navlint", [])
        XCTAssertEqual(command.status, 1, command.summary)
        // The findings, alone, on stdout; the summary on stderr, where the CLI prints it (SwiftPM puts the plugin's
        // name before it), and then the plugin's own error line, last.
        XCTAssertEqual(command.stdout, all.map { $0 + "\n" }.joined(), command.summary)
        let errorLines = command.stderr.split(separator: "\n").map(String.init)
        // The info: unreachable-route, as `Tool.whisk` is never constructed.
        let summary = errorLines.firstIndex { $0.hasSuffix("Found 1 error, 1 warning, 1 info") }
        let failure = errorLines.firstIndex { $0.hasSuffix("error: NavLint found navigation errors") }
        XCTAssertNotNil(summary, command.summary)
        XCTAssertEqual(failure, errorLines.count - 1, "the plugin's error line comes last: \(command.summary)")
        if let summary, let failure { XCTAssertLessThan(summary, failure, command.summary) }

        // `--target` chooses; the other arguments reach navlint unchanged (`--quiet` drops the summary).
        let shop = Self.expectedLines(["Sources/Shop"], in: consumer, absolute: false)
        let chosen = try plugin("swift package navlint --target Shop --quiet", ["--target", "Shop", "--quiet"])
        XCTAssertEqual(chosen.status, 0, chosen.summary)
        XCTAssertEqual(chosen.stdout, shop.map { $0 + "\n" }.joined(), chosen.summary)
        // SwiftPM builds the tool twice per command, with the generated rule pages at two paths; only the module that
        // holds them is compiled again, not the modules of the linter (Plugins/RulePagesPlugin/plugin.swift).
        Self.assertCompilesNoLinterModule(chosen)

        let version = try plugin("swift package navlint --version", ["--version"])
        XCTAssertEqual(version.status, 0, version.summary)
        XCTAssertEqual(version.stdout, NavLintVersion.current + "\n", version.summary)

        // An error in a target that uses the build-tool plugin fails the build, and keeps failing it: a failed lint
        // writes no output file, so the next build runs it again.
        try Self.cartView.write(toFile: consumer + "/Sources/Shop/CartView.swift", atomically: true, encoding: .utf8)
        let shopWithError = Self.expectedLines(["Sources/Shop"], in: consumer, absolute: true)
        XCTAssertTrue(shopWithError.contains { $0.contains("CartView.swift:") && $0.hasSuffix("[unmapped-destination]") }, "\(shopWithError)")
        let failing = try build("failing build")
        XCTAssertNotEqual(failing.status, 0, failing.summary)
        Self.assertCompilesNoLinterModule(failing)
        Self.assertContains(failing.stdout + failing.stderr, shopWithError, failing)
        let again = try build("failing build, again")
        XCTAssertNotEqual(again.status, 0, again.summary)
        Self.assertContains(again.stdout + again.stderr, shopWithError, again)
    }

    /// A second view in Shop that pushes an `Order`, which no destination maps.
    static let cartView = """
    #if canImport(SwiftUI)
    import SwiftUI

    public struct CartView: View {
        public var body: some View {
            NavigationStack {
                NavigationLink("Last order", value: Order(id: 1, title: "Tea"))
            }
        }
    }
    #endif

    """

    // MARK: - Helpers

    /// The lines `navlint lint DIRS` prints for the consumer's DIRS (findings and notes), from NavLintKit in-process:
    /// paths absolute (as the build-tool plugin passes them) or relative to the package (as the command plugin does).
    static func expectedLines(_ directories: [String], in package: String, absolute: Bool) -> [String] {
        let result = Linter.run(paths: directories.map { package + "/" + $0 }, jobs: 2)
        let paths = absolute ? result.paths : result.paths.map { String($0.dropFirst(package.count + 1)) }
        return TextReporter.render(result.diagnostics, paths: paths).split(separator: "\n").map(String.init)
    }

    /// The run compiled none of the linter's modules (SwiftPM prints `Compiling NavLintKit File.swift` for each file).
    static func assertCompilesNoLinterModule(_ result: CLIRunResult, file: StaticString = #filePath, line: UInt = #line) {
        let modules = ["NavLintSupport", "NavLintSyntax", "NavLintIndex", "NavLintAnalysis", "NavLintRules ", "NavLintOutput", "NavLintKit"]
        for module in modules where (result.stdout + result.stderr).contains("Compiling " + module) {
            XCTFail("\(module) was compiled again: \(result.summary)", file: file, line: line)
        }
    }

    static func assertContains(_ output: String, _ lines: [String], _ result: CLIRunResult,
                               file: StaticString = #filePath, line: UInt = #line) {
        let printed = Set(output.split(separator: "\n").map(String.init))
        for expected in lines where !printed.contains(expected) {
            XCTFail("missing line: \(expected)\nin: \(result.summary)", file: file, line: line)
        }
    }

    /// `swift` from PATH, or a skip that says why the plugins cannot run here.
    static func requireSwift() throws -> URL {
        #if !os(Linux) && !os(macOS)
        throw XCTSkip("the plugin test runs on Linux and macOS only")
        #else
        let environment = ProcessInfo.processInfo.environment
        if environment["NAVLINT_SKIP_PLUGIN_TESTS"] != nil {
            throw XCTSkip("NAVLINT_SKIP_PLUGIN_TESTS is set: the package plugins are not built and run")
        }
        guard FileManager.default.isExecutableFile(atPath: "/bin/sh") else {
            throw XCTSkip("no /bin/sh: the build-tool plugin's command cannot run here")
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("no `swift` on PATH: the package plugins need SwiftPM to build the consumer package")
        #endif
    }

    /// `<tmp>/navlint-plugin-tests-<hash of this repository's path>`: one per checkout, kept between runs. Its real
    /// path (no symbolic link, as macOS's temporary folder is one), the form SwiftPM gives the plugins.
    static func workDirectory() throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in RulePage.repositoryRoot.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        let path = base + "navlint-plugin-tests-" + String(hash, radix: 16)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard let resolved = realpath(path, nil) else { throw FixtureError("cannot resolve \(path)") }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A fresh copy of the fixture whose dependency path is this repository (absolute).
    static func copyFixture(to destination: String) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: destination)
        try fileManager.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fixture = RulePage.repositoryRoot.appendingPathComponent("Tests/Fixtures/PluginConsumer").path
        try fileManager.copyItem(atPath: fixture, toPath: destination)
        let manifestPath = destination + "/Package.swift"
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let root = RulePage.repositoryRoot.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        guard manifest.contains("path: \"../../..\"") else { throw FixtureError("the fixture's Package.swift has no path: \"../../..\"") }
        try manifest.replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(root)\"")
            .write(toFile: manifestPath, atomically: true, encoding: .utf8)
    }

    static func findFile(named name: String, under directory: String) throws -> String {
        let found = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String }
            .filter { ($0 as NSString).lastPathComponent == name } ?? []
        guard found.count == 1 else { throw FixtureError("expected one \(name) under \(directory), found \(found)") }
        return directory + "/" + found[0]
    }

    static func modificationDate(_ path: String) throws -> Date {
        guard let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date else {
            throw FixtureError("no modification date for \(path)")
        }
        return date
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
