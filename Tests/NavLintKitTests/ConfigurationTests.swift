// `.navlint.json`: the JSON parser, globs, discovery, every complaint about a bad file, and the effect of each key;
// `navlint config --print` and `navlint rules`.

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

final class ConfigurationTests: XCTestCase {
    // MARK: - JSON

    func testJSONParsesAndWritesBack() throws {
        let text = #"{"a": [1, -2.5e3, true, false, null], "b": {"c": "é\n\"\\\u00e9\ud83d\ude00"}, "d": []}"#
        let value = try JSON.parse(text)
        XCTAssertEqual(value["a"], .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        XCTAssertEqual(value["b"]?["c"], .string("é\n\"\\é😀"))
        XCTAssertEqual(JSON.write(value, pretty: false), #"{"a":[1,-2.5e3,true,false,null],"b":{"c":"é\n\"\\é😀"},"d":[]}"#)
        XCTAssertEqual(JSON.quote("\u{1}\u{2028}\t"), #""\u0001\u2028\t""#)
    }

    func testJSONErrorsSayWhereAndWhat() {
        let cases: [(String, String)] = [
            ("", "1:1: the file is empty; write a JSON object such as {}"),
            ("{\"a\": 1,}", "1:9: a trailing comma is not allowed in JSON"),
            ("{\n  // note\n}", "2:3: comments are not allowed in JSON"),
            ("[1, // x\n]", "1:5: comments are not allowed in JSON"),
            ("{\"a\": 1, \"a\": 2}", "1:10: the key \"a\" appears twice in this object"),
            ("{'a': 1}", "1:2: expected a key in double quotes"),
            ("[01]", "1:2: a number may not start with 0"),
            ("{\"a\" 1}", "1:6: expected ':' after the key \"a\""),
            ("[1] x", "1:5: unexpected text after the JSON value"),
            ("\"\\ud800\"", "1:8: a \\u escape holds half of a surrogate pair"),
            (String(repeating: "[", count: 600), "1:513: the JSON is nested more than 512 levels deep"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try JSON.parse(text), text) { error in
                XCTAssertEqual((error as? JSONParseError)?.description, message, text)
            }
        }
    }

    // MARK: - Globs

    func testGlobs() {
        let cases: [(String, String, Bool)] = [
            ("App/**", "App/Views/Home.swift", true),
            ("App/**", "Apps/Home.swift", false),
            ("**/Generated/**", "Packages/Kit/Generated/Types.swift", true),
            ("**/Generated/**", "Generated/Types.swift", true),
            ("**/Generated/**", "GeneratedTypes.swift", false),
            ("**/*Tests/**", "Packages/KitTests/A.swift", true),
            ("**/*Tests/**", "Packages/Kit/Tests.swift", false),
            ("Packages/*/Sources/**", "Packages/Kit/Sources/A/B.swift", true),
            ("Packages/*/Sources/**", "Packages/Kit/Other/Sources/B.swift", false),
            ("*.generated.swift", "Deep/er/File.generated.swift", true),
            ("Generated", "App/Generated/X.swift", true),
            ("App/Generated", "Other/App/Generated/X.swift", false),
            ("File?.swift", "File1.swift", true),
            ("File?.swift", "File12.swift", false),
            ("Fil?.swift", "Filé.swift", true),
            ("./App/", "App/X.swift", true),
            ("a*b*c", "axxbyyc", true),
            ("a*b*c", "axxbyy", false),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(Glob(pattern).matches(path), expected, "\(pattern) ~ \(path)")
        }
    }

    // MARK: - Complaints about the file

    func assertConfigError(_ config: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try CLIScratchDirectory()
        try dir.write(".navlint.json", config)
        try dir.write("A.swift", "struct A {}\n")
        let run = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: .navlint.json\(message)\n"), file: file, line: line)
    }

    /// A file with several mistakes has all of them named in one run, in the file's order, one a line.
    func testSeveralMistakesAreReportedInOneRun() throws {
        try assertConfigError(#"{"rulez": {}, "rules": {"unmaped-destination": "error", "push-after-await": "loud"}, "include": "App"}"#,
                              #": rulez: unknown key; did you mean "rules"? The keys are include, exclude, rules, lazyContainers, codableTypes, externalDestinationTypes, reporters, navigationWrappers."#
                              + "\nerror: .navlint.json" + #": rules.unmaped-destination: no rule has this id; did you mean "unmapped-destination"? 'navlint rules' lists them"#
                              + "\nerror: .navlint.json" + #": rules.push-after-await: "loud" is not a severity. Use one of off, info, warning, error."#
                              + "\nerror: .navlint.json" + ": include: must be an array of strings, not a string")
    }

    func testEveryMistakeInTheFileIsNamedWithItsKeyAndTheClosestSpelling() throws {
        try assertConfigError("{ \"rules\": { } ", ":1:16: the configuration is not valid JSON: the JSON ends inside an object; a '}' is missing")
        try assertConfigError("[]", ": the configuration must be a JSON object ({ ... }), not an array")
        try assertConfigError(#"{"rulez": {}}"#, #": rulez: unknown key; did you mean "rules"? The keys are include, exclude, rules, lazyContainers, codableTypes, externalDestinationTypes, reporters, navigationWrappers."#)
        try assertConfigError(#"{"include": "App/**"}"#, ": include: must be an array of strings, not a string")
        try assertConfigError(#"{"exclude": ["a", 3]}"#, ": exclude[1]: must be a string, not a number")
        try assertConfigError(#"{"rules": []}"#, ": rules: must be an object of rule ids, not an array")
        try assertConfigError(#"{"rules": {"navigaton-loop": "off"}}"#.replacingOccurrences(of: "navigaton-loop", with: "unmaped-destination"),
                              #": rules.unmaped-destination: no rule has this id; did you mean "unmapped-destination"? 'navlint rules' lists them"#)
        try assertConfigError(#"{"rules": {"unmapped-destination": "eror"}}"#,
                              #": rules.unmapped-destination: "eror" is not a severity; did you mean "error"? Use one of off, info, warning, error."#)
        try assertConfigError(#"{"rules": {"unmapped-destination": true}}"#,
                              #": rules.unmapped-destination: must be a severity ("off", "info", "warning", "error") or an object such as {"severity": "error"}, not a boolean"#)
        try assertConfigError(#"{"rules": {"unmapped-destination": {"severty": "error"}}}"#,
                              #": rules.unmapped-destination.severty: unmapped-destination has no option "severty"; did you mean "severity"? (it takes only "severity")"#)
        try assertConfigError(#"{"rules": {"non-codable-path-element": {"mod": "always"}}}"#,
                              #": rules.non-codable-path-element.mod: non-codable-path-element has no option "mod"; did you mean "mode"? (its keys are "severity", "mode")"#)
        try assertConfigError(#"{"rules": {"non-codable-path-element": {"mode": "allways"}}}"#,
                              #": rules.non-codable-path-element.mode: "allways" is not a value of this option; did you mean "always"? Use one of persisted, always."#)
        try assertConfigError(#"{"rules": {"non-codable-path-element": {"mode": 1}}}"#, ": rules.non-codable-path-element.mode: must be a string, not a number")
        try assertConfigError(#"{"rules": {"unmapped-destination": {"severity": 2}}}"#,
                              #": rules.unmapped-destination.severity: must be a severity ("off", "info", "warning", "error"), not a number"#)
        try assertConfigError(#"{"reporters": ["sarif:x.sarif", "junt"]}"#,
                              ": reporters[1]: unknown reporter 'junt'; did you mean 'junit'? The reporters are text, json, sarif, github, checkstyle, junit.")
        try assertConfigError(#"{"lazyContainers": [""]}"#, ": lazyContainers[0]: is empty")
        try assertConfigError("\u{FEFF}{\"codableTypes\": {}}", ": codableTypes: must be an array of strings, not an object")
    }

    func testConfigFileThatCannotBeReadOrIsNotUTF8() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("A.swift", "struct A {}\n")
        var run = try runNavLint(["--config", "nope.json", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: nope.json: cannot read the configuration: no such file; check the path\n"))
        try dir.writeBytes("latin1.json", [0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x31, 0x7D])
        run = try runNavLint(["--config", "latin1.json", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 2, stdout: "", stderr: "error: latin1.json: the configuration is not UTF-8 text; save it as UTF-8 JSON\n"))
    }

    // MARK: - Discovery

    func testDiscoveryLooksUpToTheRepositoryRoot() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("repo/.navlint.json", #"{"rules": {"unmapped-destination": "off"}}"#)
        try dir.mkdir("repo/.git")
        try dir.write("repo/App/Sub/A.swift", ReporterTests.hostileSource)
        // Found from a subfolder of the repository.
        var run = try runNavLint(["-q", "."], in: dir.full("repo/App/Sub"))
        XCTAssertEqual(run, CLIRunResult(status: 0, stdout: "", stderr: ""))
        // Not looked for above the repository root.
        try dir.write(".navlint.json", "not json")
        try FileManager.default.removeItem(atPath: dir.full("repo/.navlint.json"))
        run = try runNavLint(["-q", "."], in: dir.full("repo/App/Sub"))
        XCTAssertEqual(run.status, 1, run.description)
        // --config wins over discovery.
        try dir.write("repo/ci.json", #"{"rules": {"unmapped-destination": "warning"}}"#)
        run = try runNavLint(["-q", "--config", "../../ci.json", "."], in: dir.full("repo/App/Sub"))
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains(": warning: A NavigationLink is presenting"), run.stdout)
    }

    // MARK: - What each key does

    func testSeveritiesOptInAndCommandLineOverrides() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", ReporterTests.hostileSource)
        try dir.write(".navlint.json", #"{"rules": {"unmapped-destination": {"severity": "info"}}}"#)
        var run = try runNavLint(["-q", "."], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("App.swift:10:47: info: A NavigationLink"), run.stdout)
        run = try runNavLint(["-q", "--strict", "."], in: dir.path)
        XCTAssertEqual(run.status, 1, "--strict fails on info findings too")
        run = try runNavLint(["-q", "--disable", "unmapped-destination", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 0, stdout: "", stderr: ""), "the command line overrides the file")
        try dir.write(".navlint.json", #"{"rules": {"unmapped-destination": "off"}}"#)
        run = try runNavLint(["-q", "."], in: dir.path)
        XCTAssertEqual(run, CLIRunResult(status: 0, stdout: "", stderr: ""))
        run = try runNavLint(["-q", "--enable", "unmapped-destination", "."], in: dir.path)
        XCTAssertEqual(run.status, 1, "--enable turns a rule the file turned off back on")
    }

    func testIncludeExcludeLazyContainersCodableTypesAndReporters() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App/App.swift", ReporterTests.hostileSource)
        try dir.write("App/Generated/G.swift", ReporterTests.hostileSource.replacingOccurrences(of: "MenuApp", with: "GenApp").replacingOccurrences(of: "Café", with: "Gen"))
        try dir.write("Other/O.swift", "struct O {}\n")
        try dir.write(".navlint.json", #"{"include": ["App/**"], "exclude": ["**/Generated/**"], "reporters": ["json:report.json"]}"#)
        var run = try runNavLint(["."], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "", "the file's reporters replace the default text report")
        XCTAssertTrue(run.stderr.contains(" ms; 2 files left out by include/exclude\n"), run.stderr)
        let report = try String(contentsOfFile: dir.full("report.json"), encoding: .utf8)
        XCTAssertTrue(report.contains("\"path\": \"App/App.swift\""))
        XCTAssertFalse(report.contains("Generated"))
        // A file named on the command line is linted whatever the globs say; --reporter overrides the file's.
        run = try runNavLint(["-q", "--reporter", "text", "App/Generated/G.swift"], in: dir.path)
        XCTAssertTrue(run.stdout.hasPrefix("App/Generated/G.swift:10:47: error:"), run.stdout)
        // --force-exclude applies the globs to named files too.
        run = try runNavLint(["--reporter", "text", "--force-exclude", "App/Generated/G.swift", "App/App.swift"], in: dir.path)
        XCTAssertTrue(run.stdout.hasPrefix("App/App.swift:10:47: error:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Generated"), run.stdout)
        XCTAssertTrue(run.stderr.hasPrefix("Scanned 1 file ("), run.stderr)
        XCTAssertTrue(run.stderr.contains(" ms; 1 file left out by include/exclude\n"), run.stderr)

        // lazyContainers adds to the built-in ones; codableTypes counts as Codable.
        let lazy = try CLIScratchDirectory()
        try lazy.write("App.swift", """
        import SwiftUI

        struct Item: Hashable { var id: Int }

        @main
        struct GridApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        LazyMasonryGrid {
                            Text("x")
                                .navigationDestination(for: Item.self) { Text("\\($0.id)") }
                        }
                        NavigationLink("Item", value: Item(id: 1))
                    }
                }
            }
        }

        """)
        XCTAssertEqual(try runNavLint(["-q", "."], in: lazy.path).stdout, "")
        try lazy.write(".navlint.json", #"{"lazyContainers": ["LazyMasonryGrid"]}"#)
        XCTAssertEqual(try runNavLint(["-q", "."], in: lazy.path).stdout, """
        App.swift:12:26: warning: This navigation destination modifier is inside 'LazyMasonryGrid', a "lazy" container that creates its content only when needed, so the navigation stack may never see this destination. Attach the modifier outside the container. [destination-in-lazy-container]
        App.swift:10:17: note: the lazy container 'LazyMasonryGrid' is here

        """)
    }

    func testCodableTypesSilenceNonCodablePathElement() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", """
        import SwiftUI

        struct Money: Hashable { var cents: Int }

        @main
        struct ShopApp: App {
            @SceneStorage("path") private var data: Data?
            @State private var path = NavigationPath()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $path) {
                        Button("Pay") { path.append(Money(cents: 100)) }
                            .navigationDestination(for: Money.self) { Text("\\($0.cents)") }
                    }
                    .task {
                        if let data, let r = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) { path = NavigationPath(r) }
                    }
                    .onChange(of: path) { data = try? JSONEncoder().encode(path.codable) }
                }
            }
        }

        """)
        let before = try runNavLint(["-q", "--only", "non-codable-path-element", "."], in: dir.path)
        XCTAssertTrue(before.stdout.hasPrefix("App.swift:12:45: warning:"), before.description)
        try dir.write(".navlint.json", #"{"codableTypes": ["Money"]}"#)
        XCTAssertEqual(try runNavLint(["-q", "--only", "non-codable-path-element", "."], in: dir.path), CLIRunResult(status: 0, stdout: "", stderr: ""))
    }

    /// A link in a stack NavLint cannot read in full is reported when no code registers its type; a type listed in
    /// `externalDestinationTypes` (registered in code that is not scanned) is not.
    func testExternalDestinationTypesSilenceTypesRegisteredNowhereInTheScannedCode() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App.swift", """
        import SwiftUI

        struct Receipt: Hashable { let number: Int }

        struct OrdersView: View {
            let header: AnyView
            var body: some View {
                NavigationStack {
                    header
                    NavigationLink("Last receipt", value: Receipt(number: 7))
                }
            }
        }

        """)
        let before = try runNavLint(["-q", "--only", "unmapped-destination", "."], in: dir.path)
        XCTAssertEqual(before.status, 1)
        XCTAssertTrue(before.stdout.hasPrefix("App.swift:10:51: error: A NavigationLink is presenting a value of type \"Receipt\""), before.description)
        XCTAssertTrue(before.stdout.contains("No navigationDestination(for: Receipt.self) exists anywhere in the scanned files (if it is registered in code NavLint does not scan, add \"Receipt\" to externalDestinationTypes in .navlint.json)."), before.stdout)
        try dir.write(".navlint.json", #"{"externalDestinationTypes": ["Receipt"]}"#)
        XCTAssertEqual(try runNavLint(["-q", "--only", "unmapped-destination", "."], in: dir.path), CLIRunResult(status: 0, stdout: "", stderr: ""))
        try dir.write(".navlint.json", #"{"externalDestinationTypes": "Receipt"}"#)
        XCTAssertEqual(try runNavLint(["-q", "."], in: dir.path).status, 2)
    }

    func testGraphHonoursTheConfiguration() throws {
        let dir = try CLIScratchDirectory()
        try dir.write("App/App.swift", ReporterTests.hostileSource)
        try dir.write("Generated/Extra.swift", "import SwiftUI\n\nstruct GeneratedScreen: View {\n    var body: some View { NavigationStack { Text(\"x\") } }\n}\n")
        let before = try runNavLint(["graph", "--format", "json", "."], in: dir.path)
        XCTAssertTrue(before.stdout.contains("GeneratedScreen"), before.stdout)
        try dir.write(".navlint.json", #"{"exclude": ["Generated/**"]}"#)
        let after = try runNavLint(["graph", "--format", "json", "."], in: dir.path)
        XCTAssertEqual(after.status, 0)
        XCTAssertFalse(after.stdout.contains("GeneratedScreen"), after.stdout)
        XCTAssertTrue(after.stdout.contains("MenuApp"), after.stdout)
        XCTAssertEqual(try runNavLint(["graph", "--config", "nope.json", "."], in: dir.path).stderr,
                       "error: nope.json: cannot read the configuration: no such file; check the path\n")
    }

    // MARK: - config --print and rules

    func testConfigPrintShowsTheEffectiveConfiguration() throws {
        let dir = try CLIScratchDirectory()
        try dir.write(".navlint.json", #"{"include": ["App/**"], "rules": {"non-codable-path-element": {"severity": "error", "mode": "always"}, "deprecated-navigation-api": "off"}, "codableTypes": ["Money"], "reporters": ["text", "sarif:navlint.sarif"]}"#)
        let run = try runNavLint(["config", "--print", "--disable", "push-after-await"], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "Configuration: .navlint.json, over NavLint's defaults\n")
        let value = try JSON.parse(run.stdout)
        XCTAssertEqual(value["include"], .array([.string("App/**")]))
        XCTAssertEqual(value["rules"]?["non-codable-path-element"], .object([("severity", .string("error")), ("mode", .string("always"))]))
        XCTAssertEqual(value["rules"]?["deprecated-navigation-api"], .object([("severity", .string("off"))]))
        XCTAssertEqual(value["rules"]?["push-after-await"], .object([("severity", .string("off"))]))
        XCTAssertEqual(value["rules"]?["unmapped-destination"], .object([("severity", .string("error"))]))
        XCTAssertEqual(value["codableTypes"], .array([.string("Money")]))
        XCTAssertEqual(value["reporters"], .array([.string("text"), .string("sarif:navlint.sarif")]))
        XCTAssertEqual(value["lazyContainers"], .array(FileIndexer.defaultLazyContainers.sorted().map { .string($0) }))
        guard case .object(let rules)? = value["rules"] else { return XCTFail("rules") }
        XCTAssertEqual(rules.map(\.0), RuleCatalog.all.map { $0.id }, "every rule, in catalog order")

        let defaults = try CLIScratchDirectory()
        let plain = try runNavLint(["config", "--print"], in: defaults.path)
        XCTAssertEqual(plain.stderr, "No .navlint.json found (from here up to the repository root): NavLint's defaults\n")
        XCTAssertEqual(try JSON.parse(plain.stdout)["rules"]?["non-codable-path-element"], .object([("severity", .string("warning")), ("mode", .string("persisted"))]))
        XCTAssertEqual(try runNavLint(["config"], in: defaults.path),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: 'navlint config' needs --print (it prints the configuration in force). See 'navlint config --help'.\n"))
    }

    /// `navlint rules ID` prints exactly `Rules/ID.md`, for every rule (the build embeds the pages: RulePagesPlugin).
    func testRulesCommandPrintsEachPageExactly() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: RulePage.repositoryRoot.path + "/Rules")
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }.sorted()
        XCTAssertEqual(pages, RuleCatalog.all.map { $0.id }.sorted(), "one page per rule")
        XCTAssertEqual(RulePages.all.keys.sorted(), pages, "the pages embedded by RulePagesPlugin")
        for id in pages {
            let run = try runNavLint(["rules", id])
            XCTAssertEqual(run.status, 0)
            XCTAssertEqual(run.stdout, try String(contentsOfFile: RulePage.repositoryRoot.path + "/Rules/\(id).md", encoding: .utf8),
                           "`navlint rules \(id)` differs from Rules/\(id).md")
        }
        let list = try runNavLint(["rules"])
        let lines = list.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, RuleCatalog.all.count + 1)
        XCTAssertEqual(lines.first.map(String.init), "RULE" + String(repeating: " ", count: 27) + "DEFAULT           SUMMARY")
        XCTAssertTrue(lines.contains { $0.hasPrefix("unmapped-destination           error             A NavigationLink value or path push has no") })
        for rule in RuleCatalog.all where rule.isOptIn {
            XCTAssertTrue(lines.contains { $0.hasPrefix(rule.id) && $0.contains("(opt-in)") }, rule.id)
        }
        XCTAssertEqual(try runNavLint(["rules", "unmaped-destination"]),
                       CLIRunResult(status: 2, stdout: "", stderr: "error: no rule has the id 'unmaped-destination'; did you mean 'unmapped-destination'? 'navlint rules' lists them.\n"))
        XCTAssertEqual(try runNavLint(["rules", "--help"]).stdout, NavLintCommand.rulesCommandHelp)
        XCTAssertEqual(try runNavLint(["help", "config"]).stdout, NavLintCommand.configHelp)
    }
}
