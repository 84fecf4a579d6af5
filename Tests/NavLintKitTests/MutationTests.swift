// Recall (issue "Fidelity I", item 3): the samples and the correct apps, broken in known ways (Mutations.swift), must
// each bring the finding the break calls for, at the place the unmutated model names.

import Foundation
import XCTest
@testable import NavLintSupport
@testable import NavLintSyntax
@testable import NavLintIndex
@testable import NavLintAnalysis
@testable import NavLintRules
@testable import NavLintOutput
@testable import NavLintKit

final class MutationTests: XCTestCase {
    /// The least recall each kind of mutant must keep, over samples and fixtures together. The issue asks for 95 %;
    /// a kind below it is held at its measured recall (a ratchet: raise it as the misses are fixed).
    static let thresholds: [MutationKind: Double] = [
        .removeRegistration: 0.95,
        .retypeValue: 0.95,
        .destinationInList: 0.95,
        .removeCodable: 0.95,
        .nestStack: 0.95,
    ]

    /// The apps, in a fixed order: each sample, then each correct app.
    static func corpus() throws -> [(corpus: String, app: MutationApp)] {
        let root = RulePage.repositoryRoot
        var apps: [(String, MutationApp)] = []
        for (corpus, folder) in [("samples", "Samples"), ("fixtures", "Tests/Fixtures/CorrectApps")] {
            let dir = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            for name in names {
                var isDirectory: ObjCBool = false
                let path = dir.appendingPathComponent(name).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                apps.append((corpus, MutationApp(name: folder + "/" + name, folder: path)))
            }
        }
        return apps
    }

    /// What the mutants of one kind came to, over the whole corpus.
    struct Outcome {
        var applicable: [String: Int] = [:]      // per corpus ("samples", "fixtures")
        var detected: [String: Int] = [:]
        var missed: [String] = []
        var leftOut: [String] = []
        var broken: [String] = []

        var recall: Double {
            let a = applicable.values.reduce(0, +)
            return a == 0 ? 0 : Double(detected.values.reduce(0, +)) / Double(a)
        }
    }

    /// The corpus, read once for all tests (the apps are only read).
    nonisolated(unsafe) static let apps: [(corpus: String, app: MutationApp)] = try! corpus()

    /// Lints every mutant of `kind` of every app, prints the kind's recall per corpus and its missed mutants, and
    /// checks the recall against the kind's threshold.
    func checkRecall(_ kind: MutationKind, apps: [(corpus: String, app: MutationApp)] = MutationTests.apps, threshold: Double? = nil,
                     file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        let start = Date()
        var outcome = Outcome()
        for (corpus, app) in apps {
            for mutant in app.mutants(kind) {
                let r = app.run(mutant)
                outcome.leftOut += mutant.leftOut.map { "\(app.name) \(mutant.site): \($0)" }
                if r.broken {
                    outcome.broken.append("\(app.name) \(mutant.site)")
                    continue
                }
                outcome.applicable[corpus, default: 0] += 1
                if r.detected {
                    outcome.detected[corpus, default: 0] += 1
                } else {
                    let places = r.missed.map { app.describe($0.file, $0.line) }.joined(separator: ", ")
                    outcome.missed.append("\(app.name) \(mutant.site): no new \(kind.rule) at \(places)")
                }
            }
            if kind == .retypeValue { outcome.leftOut += app.sitesNotRetyped().map { "\(app.name) \($0)" } }
        }
        var lines = ["kind                 corpus    mutants detected recall"]
        var corpora: [String] = []
        for (corpus, _) in apps where !corpora.contains(corpus) { corpora.append(corpus) }
        for corpus in corpora {
            lines.append(MutationTests.row(kind.rawValue, corpus, outcome.applicable[corpus] ?? 0, outcome.detected[corpus] ?? 0))
        }
        lines.append(MutationTests.row(kind.rawValue, "all", outcome.applicable.values.reduce(0, +), outcome.detected.values.reduce(0, +)))
        lines.append("missed mutants (\(outcome.missed.count)):")
        lines += outcome.missed
        lines.append("sites left out, not counted (\(outcome.leftOut.count)):")
        lines += outcome.leftOut
        lines.append("mutants that do not parse, not counted (\(outcome.broken.count)):")
        lines += outcome.broken
        lines.append(String(format: "%@ took %.1f s", kind.rawValue, Date().timeIntervalSince(start)))
        print(lines.joined(separator: "\n"))
        XCTAssertEqual(outcome.broken, [], "every mutant parses as well as its app", file: file, line: line)
        XCTAssertGreaterThanOrEqual(outcome.recall, threshold ?? MutationTests.thresholds[kind]!,
                                    "\(kind.rawValue): \(outcome.missed.joined(separator: "; "))", file: file, line: line)
        return outcome
    }

    func testRemovingEveryRegistrationOfATypeMakesEachOfItsLinksAndPushesUnmapped() {
        let outcome = checkRecall(.removeRegistration)
        XCTAssertGreaterThanOrEqual(outcome.applicable["samples"] ?? 0, 7)
        XCTAssertGreaterThanOrEqual(outcome.applicable["fixtures"] ?? 0, 101)
    }

    func testAValueRetypedToATypeOnlyAnUnrelatedStackMapsIsUnmapped() {
        let outcome = checkRecall(.retypeValue)
        XCTAssertGreaterThanOrEqual(outcome.applicable["samples"] ?? 0, 13)
        XCTAssertGreaterThanOrEqual(outcome.applicable["fixtures"] ?? 0, 124)
    }

    func testADestinationPutInAListInAStacksContentIsInALazyContainer() {
        let outcome = checkRecall(.destinationInList)
        XCTAssertGreaterThanOrEqual(outcome.applicable["samples"] ?? 0, 8)
        XCTAssertGreaterThanOrEqual(outcome.applicable["fixtures"] ?? 0, 104)
    }

    func testATypeOnASavedPathThatLosesCodableIsReported() {
        let outcome = checkRecall(.removeCodable)
        XCTAssertGreaterThanOrEqual(outcome.applicable["samples"] ?? 0, 3)
        XCTAssertGreaterThanOrEqual(outcome.applicable["fixtures"] ?? 0, 11)
    }

    func testAStacksContentWrappedInASecondStackIsNested() {
        let outcome = checkRecall(.nestStack)
        XCTAssertGreaterThanOrEqual(outcome.applicable["samples"] ?? 0, 8)
        XCTAssertGreaterThanOrEqual(outcome.applicable["fixtures"] ?? 0, 104)
    }

    /// The same mutations over real apps, when `NAVLINT_MUTATION_CORPUS` names a folder of app folders (the corpus
    /// that `Scripts/corpus/layout.sh` lays out): recall of `unmapped-destination` when a type loses its
    /// registrations or a value is retyped, against `NAVLINT_MUTATION_MIN` (default 0.9, the figure the project
    /// aims at on real apps). `NAVLINT_MUTATION_APPS` (comma-separated folder names) limits it to some apps.
    func testRealAppsRecallWhenACorpusIsGiven() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let root = environment["NAVLINT_MUTATION_CORPUS"] else {
            throw XCTSkip("set NAVLINT_MUTATION_CORPUS to a folder of app folders to measure recall on real apps")
        }
        let only = environment["NAVLINT_MUTATION_APPS"].map { Set($0.split(separator: ",").map(String.init)) }
        let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter { only?.contains($0) ?? true }
        let apps = names.map { (corpus: "real apps", app: MutationApp(name: $0, folder: root + "/" + $0)) }
        XCTAssertFalse(apps.isEmpty, "no app folder in \(root)")
        let minimum = environment["NAVLINT_MUTATION_MIN"].flatMap(Double.init) ?? 0.9
        for kind in [MutationKind.removeRegistration, .retypeValue] { _ = checkRecall(kind, apps: apps, threshold: minimum) }
    }

    /// The mutants of a small app, as text: each keeps every line where it was, and each is reported where expected.
    func testMutantsKeepEveryLineAndAreReportedWhereExpected() {
        let text = """
        import SwiftUI
        struct Route: Hashable, Codable { let id: Int }
        struct Home: View {
            @State private var path = NavigationPath()
            @SceneStorage("nav") private var saved: Data?
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Go") { path.append(Route(id: 1)) }
                        .navigationDestination(for: Route.self) { route in
                            Text("\\(route.id)")
                        }
                }
                .onChange(of: path) { saved = try? JSONEncoder().encode(path.codable) }
            }
        }
        """
        let app = MutationApp(name: "Home", sources: [SourceText(path: "Home.swift", text: text)])
        func mutated(_ kind: MutationKind) -> [String] {
            app.mutants(kind).map { String(decoding: app.apply($0)[0]!, as: UTF8.self) }
        }
        func expected(_ kind: MutationKind) -> [[Int]] { app.mutants(kind).map { $0.expected.map { $0.line } } }
        let lines = text.components(separatedBy: "\n")
        func replacing(_ changes: [Int: String], appending tail: String = "") -> String {
            lines.enumerated().map { changes[$0.offset + 1] ?? $0.element }.joined(separator: "\n") + tail
        }
        func blank(_ line: Int) -> String { String(repeating: " ", count: lines[line - 1].count) }
        XCTAssertEqual(mutated(.removeRegistration), [replacing([9: blank(9), 10: blank(10), 11: blank(11)])])
        XCTAssertEqual(expected(.removeRegistration), [[8]])
        XCTAssertEqual(mutated(.retypeValue), [replacing([8: "            Button(\"Go\") { path.append(Mutant0()) }"], appending: """

        struct Mutant0: Hashable {}
        struct Mutant0Stack: View {
            var body: some View {
                NavigationStack {
                    Text("x").navigationDestination(for: Mutant0.self) { _ in Text("m") }
                }
            }
        }

        """)])
        XCTAssertEqual(expected(.retypeValue), [[8]])
        XCTAssertEqual(mutated(.destinationInList), [replacing([7: "        NavigationStack(path: $path) { List { Text(\"row\").navigationDestination(for: String.self) { _ in Text(\"d\") } };"])])
        XCTAssertEqual(expected(.destinationInList), [[7]])
        XCTAssertEqual(mutated(.nestStack), [replacing([7: "        NavigationStack(path: $path) { NavigationStack {", 12: "        } }"])])
        XCTAssertEqual(expected(.nestStack), [[7]])
        XCTAssertEqual(mutated(.removeCodable), [replacing([2: "struct Route: Hashable { let id: Int }"])])
        XCTAssertEqual(expected(.removeCodable), [[8]])
        for kind in MutationKind.allCases {
            XCTAssertEqual(app.mutants(kind).map { app.run($0).detected }, [true], kind.rawValue)
        }
    }

    static func row(_ kind: String, _ corpus: String, _ applicable: Int, _ detected: Int) -> String {
        let recall = applicable == 0 ? 0 : 100 * Double(detected) / Double(applicable)
        return kind.padding(toLength: 21, withPad: " ", startingAt: 0) + corpus.padding(toLength: 10, withPad: " ", startingAt: 0)
            + String(format: "%7d %8d %5.1f%%", applicable, detected, recall)
    }
}
