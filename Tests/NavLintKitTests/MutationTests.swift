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

    /// Every mutant of every app is linted; each kind's recall (mutants whose every expected finding appears, over the
    /// mutants that parse) must reach its threshold. The table and the missed mutants are printed.
    func testMutatedAppsAreReportedWhereTheyWereBroken() throws {
        let start = Date()
        let apps = try MutationTests.corpus()
        XCTAssertEqual(apps.filter { $0.corpus == "samples" }.count, 5)
        XCTAssertGreaterThanOrEqual(apps.filter { $0.corpus == "fixtures" }.count, 91)
        var results: [String: [MutationKind: [MutantResult]]] = [:]
        var missed: [String] = []
        var broken: [String] = []
        var leftOut: [String] = []
        for (corpus, app) in apps {
            for kind in MutationKind.allCases {
                for mutant in app.mutants(kind) {
                    let r = app.run(mutant)
                    leftOut += mutant.leftOut.map { "\(app.name) \(kind.rawValue) \(mutant.site): \($0)" }
                    results[corpus, default: [:]][kind, default: []].append(r)
                    if r.broken {
                        broken.append("\(app.name) \(kind.rawValue) \(mutant.site)")
                    } else if !r.detected {
                        let places = r.missed.map { app.describe($0.file, $0.line) }.joined(separator: ", ")
                        missed.append("\(app.name) \(kind.rawValue) \(mutant.site): no new finding at \(places)")
                    }
                }
            }
        }
        var lines = ["kind                 corpus    mutants detected recall"]
        var total: [MutationKind: (applicable: Int, detected: Int)] = [:]
        for kind in MutationKind.allCases {
            for corpus in ["samples", "fixtures"] {
                let rs = (results[corpus]?[kind] ?? []).filter { !$0.broken }
                let detected = rs.filter(\.detected).count
                total[kind, default: (0, 0)].applicable += rs.count
                total[kind, default: (0, 0)].detected += detected
                lines.append(MutationTests.row(kind.rawValue, corpus, rs.count, detected))
            }
            lines.append(MutationTests.row(kind.rawValue, "all", total[kind]!.applicable, total[kind]!.detected))
        }
        print(lines.joined(separator: "\n"))
        print("missed mutants (\(missed.count)):\n" + missed.joined(separator: "\n"))
        print("sites left out of their mutant's expectations (\(leftOut.count)):\n" + leftOut.joined(separator: "\n"))
        print("mutants that do not parse, not counted (\(broken.count)):\n" + broken.joined(separator: "\n"))
        print(String(format: "mutation tests took %.1f s", Date().timeIntervalSince(start)))
        for kind in MutationKind.allCases {
            let (applicable, detected) = total[kind]!
            XCTAssertGreaterThan(applicable, 0, kind.rawValue)
            let recall = applicable == 0 ? 0 : Double(detected) / Double(applicable)
            XCTAssertGreaterThanOrEqual(recall, MutationTests.thresholds[kind]!, "\(kind.rawValue): \(detected) of \(applicable)")
        }
    }

    static func row(_ kind: String, _ corpus: String, _ applicable: Int, _ detected: Int) -> String {
        let recall = applicable == 0 ? 0 : 100 * Double(detected) / Double(applicable)
        return kind.padding(toLength: 21, withPad: " ", startingAt: 0) + corpus.padding(toLength: 10, withPad: " ", startingAt: 0)
            + String(format: "%7d %8d %5.1f%%", applicable, detected, recall)
    }
}
