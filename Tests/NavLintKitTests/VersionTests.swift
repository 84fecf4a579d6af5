// NavLint's version is written in one place, NavLintVersion.current. (CommandLineTests.testVersion pins that
// `navlint --version` and `navlint version`, in-process and through the executable, print exactly it;
// PluginTests that `swift package navlint --version` does.)

import Foundation
import NavLintSupport
import NavLintSyntax
import NavLintIndex
import NavLintAnalysis
import NavLintRules
import NavLintOutput
import NavLintKit
import XCTest

final class VersionTests: XCTestCase {
    func testTheVersionIsWrittenOnlyInNavLintVersion() throws {
        let quoted = "\"\(NavLintVersion.current)\""
        let root = RulePage.repositoryRoot.path
        var files = ["Package.swift"]
        for folder in ["Sources", "Plugins"] {
            let walk = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/" + folder))
            files += walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        XCTAssertGreaterThan(files.count, 50)
        let places = try files.filter { try String(contentsOfFile: root + "/" + $0, encoding: .utf8).contains(quoted) }
        XCTAssertEqual(places, ["Sources/NavLintSupport/Support/NavLintVersion.swift"])
    }
}
